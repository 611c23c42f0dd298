import { apiRequest } from '../api';
import { forgetSharedPages } from './forget-shared-pages';

/** Sign-out posts to the server, drops kept shared-plan pages, then the app reloads at /. */
export async function signOut(): Promise<void> {
  try {
    await apiRequest('POST', '/api/auth/logout');
  } finally {
    // A kept /s/<token> page would let the next person at this device open the plan offline.
    await forgetSharedPages().catch(() => 0);
    window.location.assign('/');
  }
}

import { apiRequest } from '../api';

/** Sign-out posts to the server, then the app reloads at /. */
export async function signOut(): Promise<void> {
  try {
    await apiRequest('POST', '/api/auth/logout');
  } finally {
    window.location.assign('/');
  }
}

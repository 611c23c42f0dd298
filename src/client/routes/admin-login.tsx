import { AdminSignInScreen } from '../features/auth/admin-sign-in-screen';

export default function AdminLoginPage() {
  return <AdminSignInScreen />;
}

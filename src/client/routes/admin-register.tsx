import { AdminRegisterScreen } from '../features/auth/admin-register-screen';

export default function AdminRegisterPage() {
  return <AdminRegisterScreen />;
}

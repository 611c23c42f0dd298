import { LoginScreen } from '../features/auth/login-screen';

export default function LoginPage() {
  return <LoginScreen />;
}

import { ResetPasswordScreen } from '../features/auth/reset-password-screen';

export default function ResetPasswordPage() {
  return <ResetPasswordScreen />;
}

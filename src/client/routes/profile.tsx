import { ProfileScreen } from '../features/auth/profile-screen';

export default function ProfilePage() {
  return <ProfileScreen />;
}

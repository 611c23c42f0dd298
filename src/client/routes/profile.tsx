import { ProfileScreen } from '../features/auth/profile-screen';
import { LiveShareLinksCard } from '../features/share-links/live-share-links-card';

export default function ProfilePage() {
  return (
    <ProfileScreen>
      <LiveShareLinksCard />
    </ProfileScreen>
  );
}

import { ServicesScreen } from '../features/catalogue/services-screen';
import { SignedInOnly } from './signed-in-only';

export default function ServicesPage() {
  return (
    <SignedInOnly>
      <ServicesScreen scope="own" />
    </SignedInOnly>
  );
}

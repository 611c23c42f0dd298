import { FeeStructuresScreen } from '../features/catalogue/fee-structures-screen';
import { SignedInOnly } from './signed-in-only';

export default function FeesPage() {
  return (
    <SignedInOnly>
      <FeeStructuresScreen scope="own" />
    </SignedInOnly>
  );
}

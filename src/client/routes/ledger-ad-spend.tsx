import { AdSpendScreen } from '../features/ledger/ad-spend/ad-spend-screen';
import { SignedInOnly } from './signed-in-only';

/** /ledger/ad-spend: the ad spend by day, imported or typed. */
export default function LedgerAdSpendPage() {
  return (
    <SignedInOnly>
      <AdSpendScreen />
    </SignedInOnly>
  );
}

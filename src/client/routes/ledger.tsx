import { DailyScreen } from '../features/ledger/daily/daily-screen';
import { SignedInOnly } from './signed-in-only';

/** /ledger, the seller's morning screen: the day's orders and profit. */
export default function LedgerPage() {
  return (
    <SignedInOnly>
      <DailyScreen />
    </SignedInOnly>
  );
}

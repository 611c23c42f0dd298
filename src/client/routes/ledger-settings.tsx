import { SettingsScreen } from '../features/ledger/settings/settings-screen';
import { SignedInOnly } from './signed-in-only';

/** /ledger/settings: reporting currency, time zone and currency rates. */
export default function LedgerSettingsPage() {
  return (
    <SignedInOnly>
      <SettingsScreen />
    </SignedInOnly>
  );
}

import { ImportScreen } from '../features/ledger/import/import-screen';
import { SignedInOnly } from './signed-in-only';

/** /ledger/import: orders and ad-spend files, previewed, mapped and imported. */
export default function LedgerImportPage() {
  return (
    <SignedInOnly>
      <ImportScreen />
    </SignedInOnly>
  );
}

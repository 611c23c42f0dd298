import { OrdersScreen } from '../features/ledger/orders/orders-screen';
import { SignedInOnly } from './signed-in-only';

/** /ledger/orders: the imported orders, filtered, each with its status history. */
export default function LedgerOrdersPage() {
  return (
    <SignedInOnly>
      <OrdersScreen />
    </SignedInOnly>
  );
}

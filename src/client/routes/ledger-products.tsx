import { ProductsScreen } from '../features/ledger/products/products-screen';
import { SignedInOnly } from './signed-in-only';

/** /ledger/products: the seller's products and their unit costs. */
export default function LedgerProductsPage() {
  return (
    <SignedInOnly>
      <ProductsScreen />
    </SignedInOnly>
  );
}

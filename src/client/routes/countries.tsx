import { CountriesScreen } from '../features/catalogue/countries-screen';
import { SignedInOnly } from './signed-in-only';

export default function CountriesPage() {
  return (
    <SignedInOnly>
      <CountriesScreen scope="own" />
    </SignedInOnly>
  );
}

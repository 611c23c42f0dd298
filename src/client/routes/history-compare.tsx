import { CompareScreen } from '../features/compare/compare-screen';

export default function HistoryComparePage() {
  return <CompareScreen />;
}

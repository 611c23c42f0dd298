import { HistoryScreen } from '../features/history/history-screen';

export default function HistoryPage() {
  return <HistoryScreen />;
}

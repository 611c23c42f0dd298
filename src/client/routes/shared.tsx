import { useParams } from 'wouter';
import { SharedPlanScreen } from '../features/plans/shared-plan-screen';

export default function SharedPage() {
  const { token } = useParams<{ token: string }>();
  return <SharedPlanScreen token={token} />;
}

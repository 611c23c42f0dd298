import { useParams } from 'wouter';
import { ActualsScreen } from '../features/actuals/actuals-screen';

export default function ActualsPage() {
  const { id } = useParams<{ id: string }>();
  return <ActualsScreen simulationId={id} />;
}

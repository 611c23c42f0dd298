import { SimulatorScreen } from '../features/simulator/simulator-screen';

export default function HomePage() {
  return <SimulatorScreen />;
}

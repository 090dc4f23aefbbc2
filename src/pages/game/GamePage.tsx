import { BeingBuilt } from '@/components/ui/BeingBuilt';

/** Game screen. */
export default function GamePage() {
  return <BeingBuilt title="Game" />;
}

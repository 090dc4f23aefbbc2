import { BeingBuilt } from '@/components/ui/BeingBuilt';

/** VSL screen. */
export default function VslPage() {
  return <BeingBuilt title="VSL" />;
}

import { BeingBuilt } from '@/components/ui/BeingBuilt';

/** Landing screen. */
export default function LandingPage() {
  return <BeingBuilt title="Landing" />;
}

import { BeingBuilt } from '@/components/ui/BeingBuilt';

/** Dashboard screen. */
export default function DashboardLayout() {
  return <BeingBuilt title="Dashboard" />;
}

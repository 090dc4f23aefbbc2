import { BeingBuilt } from '@/components/ui/BeingBuilt';

/** Review screen. */
export default function ReviewPage() {
  return <BeingBuilt title="Review" />;
}

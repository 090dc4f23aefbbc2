import { BeingBuilt } from '@/components/ui/BeingBuilt';

/** Login screen. */
export default function LoginPage() {
  return <BeingBuilt title="Login" />;
}

import { BeingBuilt } from '@/components/ui/BeingBuilt';

/** Sign up screen. */
export default function SignupPage() {
  return <BeingBuilt title="Sign up" />;
}

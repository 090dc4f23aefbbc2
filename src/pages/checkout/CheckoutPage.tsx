import { BeingBuilt } from '@/components/ui/BeingBuilt';

/** Checkout screen. */
export default function CheckoutPage() {
  return <BeingBuilt title="Checkout" />;
}

/** Public build-time configuration of the client (see .env). */
export const env = {
  supabaseUrl: (import.meta.env.VITE_SUPABASE_URL as string | undefined) || undefined,
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY as string,
  /** The sales pages' contact address (CONTACT_EMAIL at build time, see vite.config.ts). */
  contactEmail: import.meta.env.CONTACT_EMAIL as string,
  /** The Fun Pack's Stripe Payment Link (CHECKOUT_URL at build time); unset, the /checkout stand-in. */
  checkoutUrl: (import.meta.env.CHECKOUT_URL as string | undefined) || '/checkout',
  /** Scenes redraw only the changed region ('on') or whole frames ('off'); see scenes/engine/redrawSwitch.ts. */
  dirtyRegions: (import.meta.env.VITE_DIRTY_REGIONS as string | undefined) || undefined,
};

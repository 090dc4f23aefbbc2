import { describe, expect, it } from 'vitest';
import { checkoutLink } from './checkoutLink';

describe('checkoutLink', () => {
  const ref = { reference: 'mp1_abc-_9', email: 'ana+kids@example.com' };
  it('adds the reference and the email to a Payment Link', () => {
    const href = checkoutLink('https://buy.stripe.com/test_123', ref, 'https://mathpop.app');
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://buy.stripe.com/test_123');
    expect(url.searchParams.get('client_reference_id')).toBe('mp1_abc-_9');
    expect(url.searchParams.get('prefilled_email')).toBe('ana+kids@example.com');
  });
  it('keeps the stand-in on this site, and the plain link without a reference', () => {
    expect(checkoutLink('/checkout', ref, 'http://localhost:8080')).toMatch(
      /^\/checkout\?client_reference_id=mp1_abc-_9&/,
    );
    expect(checkoutLink('/checkout', null, 'http://localhost:8080')).toBe('/checkout');
  });
});

import { describe, expect, it } from 'vitest';
import { addressKey } from './address';

describe('addressKey', () => {
  it('groups IPv6 addresses by /64, or /48 when set', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2::')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('2001:db8:1:2:aaaa::1', 48)).toBe('2001:db8:1::/48');
    expect(addressKey('2001:db8:1:ffff::1', 48)).toBe('2001:db8:1::/48');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('[2001:db8::1]')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });
  it('keeps IPv4 (also mapped) as one address, and bounds anything else', () => {
    expect(addressKey('10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('x'.repeat(500))).toHaveLength(100);
  });
});

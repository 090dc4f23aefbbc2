// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { safeImageUrl } from './mfa-enroll';

describe('QR code image URL', () => {
  it('encodes raw SVG markup behind one or two data-URL prefixes', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#fff"/></svg>';
    const once = safeImageUrl(`data:image/svg+xml;utf-8,${svg}`);
    expect(once).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(safeImageUrl(`data:image/svg+xml;utf-8,data:image/svg+xml;utf-8,${svg}`)).toBe(once);
    expect(safeImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});

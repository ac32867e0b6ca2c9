import { brandLogo } from '../../../src/shell/layout/branding';

describe('spec §3 branding: a non-empty bigLogo means the company has its own branding (issue 16)', () => {
  it('shows the big logo where there is room and the small one (else the big one) where there is not', () => {
    expect(brandLogo({ bigLogo: '/b.png', smallLogo: '/s.png' }, true)).toBe('/b.png');
    expect(brandLogo({ bigLogo: '/b.png', smallLogo: '/s.png' }, false)).toBe('/s.png');
    expect(brandLogo({ bigLogo: '/b.png', smallLogo: '' }, false)).toBe('/b.png');
  });

  it('keeps the product mark without a big logo, even when a small one exists, and for a platform admin', () => {
    expect(brandLogo({ bigLogo: '', smallLogo: '/s.png' }, true)).toBeNull();
    expect(brandLogo({ bigLogo: '', smallLogo: '/s.png' }, false)).toBeNull();
    expect(brandLogo(null, true)).toBeNull();
  });
});

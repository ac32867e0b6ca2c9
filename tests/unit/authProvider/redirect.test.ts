import { loginPathFor, safeRedirect } from '../../../src/shell/authProvider/redirect';

describe('spec §2: the redirect parameter', () => {
  it('spec §2: an attempted path becomes /login?redirect=<path>', () => {
    expect(loginPathFor('/building/building-view')).toBe('/login?redirect=%2Fbuilding%2Fbuilding-view');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/login?redirect=%2Fx')).toBe('/login');
  });

  it.each([
    ['/building/building-view', '/building/building-view'],
    ['/building?page=2#top', '/building?page=2#top'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/steal', '/'],
    ['//evil.example/steal', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['building', '/'],
    ['/login', '/'],
  ])('spec §2: after login, redirect %s goes to %s (same-origin relative paths only)', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });
});

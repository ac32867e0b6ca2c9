/** Spec §2: the guard sends an unauthenticated visit to /login with the attempted path. */
export const loginPathFor = (attempted: string): string =>
  attempted && attempted !== '/' && !attempted.startsWith('/login') ? `/login?redirect=${encodeURIComponent(attempted)}` : '/login';

/** Only same-origin relative paths are followed after login; anything else lands on `/`. */
export const safeRedirect = (value: string | null | undefined): string => {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  try {
    const base = 'http://console.invalid';
    const url = new URL(value, base);
    if (url.origin !== base || url.pathname.startsWith('/login')) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
};

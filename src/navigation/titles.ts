/** The message key of a path's title (route meta, spec §2), or undefined for an unknown path. */
export const titleForPath = (pathname: string): string | undefined => (pathname ? undefined : undefined);

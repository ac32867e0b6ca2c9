import type { Company } from '../session/types';

/**
 * Spec §3: a company with a non-empty big logo has its own branding: the big logo where there is room,
 * its small logo (else the big one) where there is not. Without a big logo the product's own mark shows
 * (issue 16: an empty string is no logo, whichever of the two is empty).
 */
export const brandLogo = (company: Pick<Company, 'bigLogo' | 'smallLogo'> | null | undefined, roomy: boolean): string | null => {
  if (!company?.bigLogo) return null;
  return roomy ? company.bigLogo : company.smallLogo || company.bigLogo;
};

import type { CompanyAddInput } from '#contract/schemas/company';

/** What company/add and company/update take of the form (the counts and dates are the server's). */
export const companyPayload = (data: Partial<CompanyAddInput> & Record<string, unknown>): CompanyAddInput => ({
  name: String(data.name ?? ''),
  contact: String(data.contact ?? ''),
  enabled: data.enabled !== false,
  bigLogo: String(data.bigLogo ?? ''),
  smallLogo: String(data.smallLogo ?? ''),
});

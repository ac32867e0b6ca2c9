import type { CompanyRowDto } from '#contract/schemas/company';

export type CompanyRecord = CompanyRowDto;

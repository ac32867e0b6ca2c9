import type { CompanyRowDto } from '../../../server/src/schemas/company';

export type CompanyRecord = CompanyRowDto;

import { Type, type Static } from 'typebox';
import { CompanySchema } from './entities.js';
import { Literals, PageQuery } from './envelope.js';

const DateTime = Type.String({ format: 'date-time' });
const Id = Type.Integer({ minimum: 1 });
const COMPANY_NAME_MAX = 100;
const COMPANY_CONTACT_MAX = 200;

/** Issue 16: a company as platform management lists it, with what it owns (deleting is refused while any count is above 0). */
export const CompanyRowSchema = Type.Object(
  {
    ...CompanySchema.properties,
    adminCount: Type.Integer({ description: 'Its administrators (company and business)' }),
    roleCount: Type.Integer(),
    buildingCount: Type.Integer(),
    appCount: Type.Integer({ description: 'Its location apps' }),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { description: 'A company with what it owns' },
);
export type CompanyRowDto = Static<typeof CompanyRowSchema>;

/** The company call: the caller’s own company, or (platform admins) the one named. */
export const CompanyOneQuery = Type.Object({ companyId: Type.Optional(Id) });
/** The caller’s company; null for a platform admin, who has none. */
export const CompanyOrNullSchema = Type.Union([CompanySchema, Type.Null()]);

export const CompanyPageQuery = Type.Object({
  ...PageQuery,
  sort: Type.Optional(Type.Union(Literals(['id', 'name', 'createdAt', 'buildingCount', 'adminCount']), { description: 'Sort field (default id)' })),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'asc' })),
  name: Type.Optional(Type.String({ maxLength: COMPANY_NAME_MAX, description: 'Part of the name, case-insensitive' })),
  enabled: Type.Optional(Type.Boolean({ description: 'Only enabled (true) or disabled (false) companies' })),
});
export type CompanyPageInput = Static<typeof CompanyPageQuery>;

const Logo = Type.String({
  maxLength: 500,
  description: 'URL of a logo uploaded with platform-file/add (purpose `logo`), or empty for none; any other URL is 10005',
});
const fields = {
  name: Type.String({ minLength: 1, maxLength: COMPANY_NAME_MAX, description: 'Unique regardless of case (10006)' }),
  contact: Type.Optional(Type.String({ maxLength: COMPANY_CONTACT_MAX, description: 'Contact person, phone or e-mail (free text)' })),
  enabled: Type.Optional(
    Type.Boolean({ description: 'false: its admins are signed out and cannot sign in; its apps’ getConfig and events answer 10003 (default true)' }),
  ),
  bigLogo: Type.Optional(Logo),
  smallLogo: Type.Optional(Logo),
};
export const CompanyAddBody = Type.Object(fields);
export const CompanyUpdateBody = Type.Object({ id: Id, ...fields });
export type CompanyAddInput = Static<typeof CompanyAddBody>;
export type CompanyUpdateInput = Static<typeof CompanyUpdateBody>;

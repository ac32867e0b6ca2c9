import { Type, type Static } from 'typebox';
import { AdminSchema, AdminTypeSchema } from './entities.js';
import { Literals, MAX_PAGE_SIZE, PageQuery } from './envelope.js';

const DateTime = Type.String({ format: 'date-time' });
const Id = Type.Integer({ minimum: 1 });

const GrantSchema = Type.Object(
  {
    id: Type.Integer(),
    adminId: Type.Integer(),
    adminEmail: Type.String(),
    roleId: Type.Integer(),
    roleName: Type.String(),
    buildingId: Type.Union([Type.Integer(), Type.Null()], { description: 'null: every building of the role’s company' }),
    buildingName: Type.Union([Type.String(), Type.Null()]),
  },
  { description: 'A role held by a business admin on one building (or all the company’s buildings)' },
);
export type GrantDto = Static<typeof GrantSchema>;

export const AdminRowSchema = Type.Object(
  {
    ...AdminSchema.properties,
    companyName: Type.Union([Type.String(), Type.Null()]),
    createdAt: DateTime,
    updatedAt: DateTime,
    lastLoginAt: Type.Union([DateTime, Type.Null()]),
  },
  { description: 'An administrator as listed in user management' },
);
export type AdminRowDto = Static<typeof AdminRowSchema>;

export const AdminDetailSchema = Type.Object(
  { ...AdminRowSchema.properties, grants: Type.Array(GrantSchema) },
  { description: 'An administrator with the roles granted to them' },
);

export const RoleSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    companyId: Type.Integer(),
    companyName: Type.String(),
    permissions: Type.Array(Type.String(), { description: 'Permission codes of spec §6, in catalogue order' }),
    memberCount: Type.Integer({ description: 'Distinct admins holding the role' }),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { description: 'A named set of permission codes belonging to one company' },
);
export type RoleDto = Static<typeof RoleSchema>;

/**
 * Issue 31: what a company admin reads for each value of another company's side of an entry (a record moved
 * between companies: its old company's values before the move, its new company's after it).
 */
export const AUDIT_REDACTED = '•••';

export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  actorId: Type.Union([Type.Integer(), Type.Null()]),
  actorEmail: Type.String({ description: 'Kept even after the actor is deleted' }),
  action: Type.String({ description: 'create, update, delete, grant, revoke, view (a track, issue 15)' }),
  entity: Type.String({ description: 'admin, role, grant' }),
  entityId: Type.Union([Type.Integer(), Type.Null()]),
  before: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()], {
    description: `The record before; to a company admin, another company's values read ${AUDIT_REDACTED} (a record moved between companies)`,
  }),
  after: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()], {
    description: `The record after; to a company admin, another company's values read ${AUDIT_REDACTED} (a record moved between companies)`,
  }),
  createdAt: DateTime,
});

const order = Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'asc' }));

export const AdminListQuery = Type.Object({
  ...PageQuery,
  sort: Type.Optional(
    Type.Union(Literals(['id', 'email', 'name', 'adminType', 'createdAt', 'lastLoginAt']), {
      description: 'Sort field (default id)',
    }),
  ),
  order,
  email: Type.Optional(Type.String({ maxLength: 254, description: 'Part of the e-mail, case-insensitive' })),
  adminType: Type.Optional(AdminTypeSchema),
  companyId: Type.Optional(Type.Integer({ minimum: 1, description: 'Honoured for platform admins only' })),
});

export const AdminSaveBody = Type.Object({
  id: Type.Optional(Id),
  email: Type.String({ format: 'email', maxLength: 254 }),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  adminType: AdminTypeSchema,
  companyId: Type.Optional(
    Type.Union([Id, Type.Null()], {
      description: 'Required for company and business admins (company admins: always their own); null for platform admins',
    }),
  ),
  enabled: Type.Optional(Type.Boolean({ description: 'Default true on create; unchanged on update when omitted' })),
  password: Type.Optional(Type.String({ maxLength: 256, description: 'At least 8 characters with a letter and a digit; on update: omitted = unchanged' })),
  sendSetPasswordMail: Type.Optional(Type.Boolean({ description: 'Mail a set-password link instead of giving a password' })),
});
export type AdminSaveInput = Static<typeof AdminSaveBody>;

export const IdsBody = Type.Object({
  id: Type.Optional(Id),
  ids: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: MAX_PAGE_SIZE })),
});

export const DeletedSchema = Type.Object({ deleted: Type.Integer() });

export const AuditQuery = Type.Object({
  ...PageQuery,
  entity: Type.Optional(Type.Union(Literals(['admin', 'role', 'grant']))),
  entityId: Type.Optional(Id),
  actorId: Type.Optional(Id),
  adminId: Type.Optional(
    Type.Integer({
      minimum: 1,
      description: 'Everything about one admin: their own entries (entity admin) and the grants given to or taken from them',
    }),
  ),
});

export const RoleListQuery = Type.Object({
  ...PageQuery,
  sort: Type.Optional(Type.Union(Literals(['id', 'name', 'createdAt', 'updatedAt']), { description: 'Default id' })),
  order,
  name: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name, case-insensitive' })),
  companyId: Type.Optional(Type.Integer({ minimum: 1, description: 'Honoured for platform admins only' })),
});

const Permissions = Type.Array(Type.String({ maxLength: 64 }), { maxItems: 100, description: 'Permission codes of spec §6' });
const RoleName = Type.String({ minLength: 1, maxLength: 50 });
const RoleDescription = Type.Optional(Type.String({ maxLength: 500 }));

export const RoleAddBody = Type.Object({
  name: RoleName,
  description: RoleDescription,
  companyId: Type.Optional(Type.Integer({ minimum: 1, description: 'Required for platform admins; company admins: always their own' })),
  permissions: Permissions,
});

export const RoleUpdateBody = Type.Object({ id: Id, name: RoleName, description: RoleDescription, permissions: Permissions });

/** The permission codes of one role. */
export const RolePermissionsQuery = Type.Object({ roleId: Id });
export const PermissionCodesSchema = Type.Array(Type.String());

export const GrantListQuery = Type.Object({ roleId: Type.Optional(Id), adminId: Type.Optional(Id) });

export const GrantListSchema = Type.Array(GrantSchema);

export const GrantSaveBody = Type.Object({
  roleId: Id,
  grants: Type.Array(Type.Object({ adminId: Id, buildingId: Type.Union([Id, Type.Null()]) }), { maxItems: 1000 }),
});

/** The shapes as TypeScript types: the console imports them with `import type` (issue 11). */
export type AdminDetailDto = Static<typeof AdminDetailSchema>;
export type AuditEntryDto = Static<typeof AuditEntrySchema>;
export type AdminListQueryInput = Static<typeof AdminListQuery>;
export type IdsInput = Static<typeof IdsBody>;
export type DeletedDto = Static<typeof DeletedSchema>;
export type AuditQueryInput = Static<typeof AuditQuery>;
export type RoleListQueryInput = Static<typeof RoleListQuery>;
export type RoleAddInput = Static<typeof RoleAddBody>;
export type RoleUpdateInput = Static<typeof RoleUpdateBody>;
export type GrantListQueryInput = Static<typeof GrantListQuery>;
export type GrantSaveInput = Static<typeof GrantSaveBody>;

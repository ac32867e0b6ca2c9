import { Type, type Static } from 'typebox';
import { Literals, Page, PageQuery } from './envelope.js';
import { APP_GROUP_LIMITS } from '../endpoints/appGroup.js';

// Issue 16 应用分组 (spec §2 /app-group): named groups of location apps; an app may be in several groups.

const DateTime = Type.String({ format: 'date-time' });
const Id = Type.Integer({ minimum: 1 });

const AppGroupMemberSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    companyName: Type.String({ description: 'The app’s company' }),
  },
  { description: 'An app of the group' },
);

export const AppGroupSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    appIds: Type.Array(Type.Integer(), { description: 'The group’s apps, by name' }),
    apps: Type.Array(AppGroupMemberSchema, { description: 'The group’s apps with their names, by name' }),
    appCount: Type.Integer({ minimum: 0 }),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { description: 'An app group (应用分组)' },
);
export type AppGroupDto = Static<typeof AppGroupSchema>;

export const AppGroupPageSchema = Page(AppGroupSchema);
export type AppGroupPage = Static<typeof AppGroupPageSchema>;

const APP_GROUP_SORTS = ['id', 'name', 'appCount', 'updatedAt'] as const;

export const AppGroupPageQuery = Type.Object({
  ...PageQuery,
  name: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the group’s name, any case' })),
  sort: Type.Optional(Type.Union(Literals(APP_GROUP_SORTS), { description: 'Sort field (default name); ties by id' })),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'asc' })),
});
export type AppGroupPageQuery = Static<typeof AppGroupPageQuery>;

const fields = {
  name: Type.String({
    maxLength: 1000,
    description: `1–${APP_GROUP_LIMITS.name} characters after trimming (10005 naming name); unique regardless of case and surrounding spaces (10006)`,
  }),
  description: Type.Optional(Type.String({ maxLength: 1000, description: `Free text, at most ${APP_GROUP_LIMITS.description} characters (default empty)` })),
  appIds: Type.Optional(
    Type.Array(Id, {
      maxItems: APP_GROUP_LIMITS.apps,
      description: 'The whole set of the group’s apps (any company’s); an id of no app answers 10005 naming appIds and the ids',
    }),
  ),
};

export const AppGroupAddBody = Type.Object(fields, { additionalProperties: false });
export type AppGroupAddBody = Static<typeof AppGroupAddBody>;

export const AppGroupUpdateBody = Type.Object(
  { id: Id, ...Type.Partial(Type.Object(fields)).properties },
  { additionalProperties: false, description: 'The group (id) and the fields to change; absent fields are kept' },
);
export type AppGroupUpdateBody = Static<typeof AppGroupUpdateBody>;

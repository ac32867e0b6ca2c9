import type { ComponentType, ReactElement } from 'react';
import type { RaRecord } from 'react-admin';

/** The five areas of spec §1; issue 3 builds the top navigation on them. */
export type Area = 'location' | 'statistics' | 'user' | 'platform' | 'help';

export type ResourceAction = 'list' | 'show' | 'create' | 'edit' | 'delete';

/** A path (POST for mutations, GET for reads) or an explicit verb where the spec says so. */
export type RouteSpec = string | { path: string; method: 'GET' | 'POST' };

/** API paths of one entity (DESIGN.md §4); the data provider maps react-admin verbs onto them. */
export interface ResourceRoutes {
  /** GET, `?page&size&sort&order&<filters>` -> `{ records, total }` */
  page?: string;
  /** GET, `?id=` -> record */
  one?: string;
  /** GET, `{ids}` replaced by the ids joined by commas -> records */
  many?: string;
  add?: RouteSpec;
  update?: RouteSpec;
  delete?: RouteSpec;
  save?: RouteSpec;
}

/** A page of the spec's section tables that is not a react-admin view, e.g. /building/building-view. */
export interface PageDeclaration {
  /** Path below the resource, e.g. `building-view` for /building/building-view. */
  path: string;
  element: ReactElement;
  /** Message key of the title. */
  title: string;
  /** Spec §6: shown if the user holds at least one listed code; none means always. */
  permissions?: readonly string[];
  hidden?: boolean;
}

/** A spec path that redirects to the canonical react-admin path, e.g. /location-app/list -> /location-app. */
export interface LegacyPath {
  from: string;
  to: string;
}

export interface ResourceDeclaration {
  name: string;
  area: Area;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  icon?: ComponentType;
  recordRepresentation?: string | ((record: RaRecord) => string);
  /** Spec §2 and §6: the codes each action needs (any one suffices). */
  permissions: Partial<Record<ResourceAction, readonly string[]>>;
  /** Admin types that may see the resource at all (spec §6 top-menu visibility); none means every type. */
  adminTypes?: readonly string[];
  api: ResourceRoutes;
  /** false keeps the list out of the sidebar (the spec's section shows only the resource's pages). */
  menu?: boolean;
  pages?: readonly PageDeclaration[];
  legacyPaths?: readonly LegacyPath[];
}

import type { ComponentType, ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import type { Endpoint } from '#contract/endpoints/endpoint';
import type { AdminType } from '../shell/session/types';

/** The five areas of spec §1 (application management has two: location and statistics). */
export type Area = 'location' | 'statistics' | 'user' | 'platform' | 'help';

export type ResourceAction = 'list' | 'show' | 'create' | 'edit' | 'delete';

/** A react-admin view of the resource; its path follows react-admin (/name, /name/create, /name/:id, /name/:id/show). */
export type ViewKind = 'list' | 'create' | 'edit' | 'show';

/**
 * The contract's calls of one entity (DESIGN.md §4, `contract/endpoints`); the data provider maps
 * react-admin verbs onto them and reads each call's method, path and time-out from its endpoint.
 */
export interface ResourceRoutes {
  /** `?page&size&sort&order&<filters>` -> `{ records, total }` */
  page?: Endpoint;
  /** `?id=` -> record */
  one?: Endpoint;
  /** `:ids` filled with the ids joined by commas -> records */
  many?: Endpoint;
  add?: Endpoint;
  update?: Endpoint;
  /** A POST sends `{ id }` / `{ ids }`; a GET (spec §7 building/delete) sends `?id=` once per id. */
  delete?: Endpoint;
  save?: Endpoint;
}

/** One page of the spec §2 section tables: a react-admin view of the resource or a custom page. */
export interface PageDeclaration {
  /** The spec's page name, e.g. `qrcode-list`. */
  name: string;
  /** The react-admin view serving this page (its component is the resource's `list`, `create`...). */
  view?: ViewKind;
  /** Canonical absolute path pattern of a custom page, e.g. `/building/building-view`. */
  path?: string;
  /** The custom page's element (ignored for view pages). */
  element?: ReactElement;
  /** Message key of the title (breadcrumbs, tags, document title, menu). */
  title: string;
  /** Spec §6: usable if the user holds at least one listed code; none means always. */
  permissions?: readonly string[];
  /** Spec §2 hidden routes never show in the menu (they stay reachable). */
  hidden?: boolean;
  /** The spec's own paths of this page; each redirects to the canonical path, keeping `:params`. */
  legacy?: readonly string[];
}

/** The sidebar section of spec §2 the resource forms (one section per resource). */
interface SectionDeclaration {
  /** Message key of the section title. */
  title: string;
  /** Spec §2: codes the section itself needs (building: VIEW_BUILDING or EDIT_BUILDING). */
  permissions?: readonly string[];
  /** Section paths that no view serves (e.g. /road); they open the section's first usable page. */
  paths?: readonly string[];
}

export interface ResourceDeclaration {
  name: string;
  /**
   * The place in the registry, which sorts by it: within an area, spec §2's sidebar order (numbers in tens, so a new
   * resource takes one between its neighbours).
   */
  order: number;
  area: Area;
  section: SectionDeclaration;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  icon: ComponentType;
  recordRepresentation?: string | ((record: RaRecord) => string);
  /** Codes per react-admin action (any one suffices); a view page's own permissions apply when absent. */
  permissions?: Partial<Record<ResourceAction, readonly string[]>>;
  /** Admin types that may use the resource beyond its area's rule (spec §6); none means the area decides. */
  adminTypes?: readonly AdminType[];
  /** None for placeholder resources whose server calls do not exist yet. */
  api?: ResourceRoutes;
  pages: readonly PageDeclaration[];
}

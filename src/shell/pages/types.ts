import type { ComponentType } from 'react';
import type { Area } from '../../resources/types';

/**
 * A page of the frame, outside the resources (its folder's `index.ts` default-exports it): its route
 * (pages/routes.tsx), title (navigation/titles.ts, breadcrumbs, tags) and area (navigation/areaOfPath.ts, landing.ts).
 */
export interface ShellPage {
  path: string;
  /** Message key of the title (breadcrumbs, tags, document title); public pages have none. */
  title?: string;
  /** The area the page belongs to, as its landing (help's only page); pages of every area have none. */
  area?: Area;
  /** Without the layout and without a session (sign-in helpers). */
  public?: boolean;
  /** Loaded on first visit (a lazyView), so the login page does not download every page (and `marked`). */
  component: ComponentType;
}

import type { ComponentType } from 'react';
import type { Area, PageDeclaration, ResourceDeclaration } from './types';

interface OnePageSection {
  name: string;
  /** The place in the registry (ResourceDeclaration.order). */
  order: number;
  area: Area;
  /** Message key of the section title. */
  title: string;
  icon: ComponentType;
  /** Section paths that no page serves; they open the page. */
  paths?: readonly string[];
  /** The section's only page: a custom page (its canonical path and element). */
  page: Omit<PageDeclaration, 'view' | 'hidden'> & Required<Pick<PageDeclaration, 'path' | 'element'>>;
}

/**
 * The declaration of a section holding exactly one custom page (e.g. statistics /heat-map, its element a
 * `lazyPage`): the breadcrumbs show the page alone, and the menu links it at the section's place.
 */
export const onePageSection = ({ name, order, area, title, icon, paths, page }: OnePageSection): ResourceDeclaration => ({
  name,
  order,
  area,
  section: paths ? { title, paths } : { title },
  icon,
  pages: [page],
});

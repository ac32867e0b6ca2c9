import { Breadcrumbs as MuiBreadcrumbs, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { AREA_TITLES } from '../areas';
import { findRouteEntry } from './routeTable';
import { titleForPath } from './titles';
import { useDocumentTitle } from './useDocumentTitle';

/** The crumbs' message keys: area > section > page for registry pages; the page alone elsewhere. */
export const crumbsForPath = (pathname: string): string[] => {
  const entry = findRouteEntry(pathname);
  if (!entry) {
    const title = titleForPath(pathname);
    return title ? [title] : [];
  }
  const { resource, page } = entry;
  const sectionShown = page.hidden || resource.pages.filter((p) => !p.hidden).length > 1;
  return [AREA_TITLES[resource.area], ...(sectionShown ? [resource.section.title] : []), page.title];
};

/** Breadcrumbs from the matched routes that have titles (spec §2); also keeps the document title. */
export const Breadcrumbs = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  useDocumentTitle();
  const crumbs = crumbsForPath(pathname);
  if (crumbs.length === 0) return null;
  return (
    <MuiBreadcrumbs aria-label={translate('app.navigation.breadcrumbs')} sx={{ fontSize: 14, px: 2, pt: 1.5, pb: 0.5 }} data-testid="breadcrumbs">
      {crumbs.map((key, index) => (
        <Typography
          key={`${index}-${key}`}
          component="span"
          fontSize="inherit"
          color={index === crumbs.length - 1 ? 'text.primary' : 'text.secondary'}
          aria-current={index === crumbs.length - 1 ? 'page' : undefined}
        >
          {translate(key)}
        </Typography>
      ))}
    </MuiBreadcrumbs>
  );
};

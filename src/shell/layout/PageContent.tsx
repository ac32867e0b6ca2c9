import { Fragment, Suspense, type ReactNode } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../errors/ErrorBoundary';
import { PageError } from '../../errors/PageError';
import { titleForPath } from '../navigation/titles';
import { VISUALLY_HIDDEN } from './visuallyHidden';
import { useTags } from './tags/TagsContext';

/** Issue 12: every page's one h1, its title (shown by the breadcrumbs; page headings are h2). */
const PageHeading = ({ pathname }: { pathname: string }) => {
  const translate = useTranslate();
  const key = titleForPath(pathname);
  return (
    <h1 style={VISUALLY_HIDDEN} data-testid="page-heading">
      {key ? translate(key) : translate('app.title')}
    </h1>
  );
};

/** The page itself: remounted by the tags view's Refresh, its render errors logged and shown in place (spec §3). */
export const PageContent = ({ children }: { children: ReactNode }) => {
  const { refreshKey } = useTags();
  const { pathname } = useLocation();
  return (
    <>
      <PageHeading pathname={pathname} />
      <ErrorBoundary resetKey={pathname} fallback={(error, reset) => <PageError error={error} onRetry={reset} />}>
        <Suspense fallback={<Loading />}>
          <Fragment key={refreshKey}>{children}</Fragment>
        </Suspense>
      </ErrorBoundary>
    </>
  );
};

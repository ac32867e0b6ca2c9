import { Fragment, Suspense, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { PageError } from '../errors/PageError';
import { useTags } from './tags/TagsContext';

/** The page itself: remounted by the tags view's Refresh, its render errors logged and shown in place (spec §3). */
export const PageContent = ({ children }: { children: ReactNode }) => {
  const { refreshKey } = useTags();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error, reset) => <PageError error={error} onRetry={reset} />}>
      <Suspense fallback={<Loading />}>
        <Fragment key={refreshKey}>{children}</Fragment>
      </Suspense>
    </ErrorBoundary>
  );
};

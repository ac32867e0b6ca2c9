import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { localToday } from './dates';
import { nextView, parseView, viewParams, type DashboardView, type ViewChange } from './view';

/** The page's view, kept in the URL's search params (a link reproduces it); `change` replaces the history entry. */
export const useDashboardView = (dimensions: readonly string[] = []): { view: DashboardView; change: (change: ViewChange) => void } => {
  const [params, setParams] = useSearchParams();
  // One "today" per visit: a page left open past midnight keeps its range until the user changes it.
  const today = useMemo(() => localToday(), []);
  const view = useMemo(() => parseView(params, today, dimensions), [params, today, dimensions]);
  const change = useCallback((next: ViewChange) => setParams(viewParams(nextView(view, next, today)), { replace: true }), [view, today, setParams]);
  return { view, change };
};

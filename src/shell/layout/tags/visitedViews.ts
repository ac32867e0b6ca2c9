/** Where the tags view keeps the visited views for the browser tab (spec §3 "visited and cached views"). */
export const VISITED_VIEWS_KEY = 'app.visitedViews';

/** Forgets the visited views: a new sign-in must not inherit the previous admin's tabs. */
export const forgetVisitedViews = (): void => {
  try {
    window.sessionStorage.removeItem(VISITED_VIEWS_KEY);
  } catch {
    // Storage may be unavailable (private mode); there is nothing to forget then.
  }
};

import type { ReactElement } from 'react';
import Cookies from 'js-cookie';
import type { Statistics } from '#contract/schemas/statistics';
import type { Locale } from '../../../src/i18n/language';
import { updateSession } from '../../../src/shell/session/sessionStore';
import { http, ok } from '../helpers';
import { server } from '../msw';
import { LocationProbe, renderAt } from '../render';
import { signIn } from '../resources/admin/renderView';
import { aBuilding } from '../sessionFixtures';
import { statisticsPath } from '#contract/endpoints/statistics';

/** A company admin on the mall (building 1), signed in without a server round trip. */
export const onTheMall = () => {
  Cookies.set('loginStatus', 'login');
  signIn('COMPANY_ADMINISTRATOR');
  updateSession({ buildingId: 1, buildings: [aBuilding({ id: 1, name: '环球购物中心' })], userPermissions: [] });
};

/** Answers one statistics call (a path under /api/location/statistics) and records the query of each request. */
export const serveStatistics = (page: string, reply: (query: URLSearchParams) => Response | Statistics) => {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(statisticsPath(page), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const answer = reply(query);
      return answer instanceof Response ? answer : ok(answer);
    }),
  );
  return queries;
};

/** Renders a statistics page at `path` (its search params are the view), with the router's location shown. */
export const renderPage = (page: ReactElement, path: string, locale: Locale = 'zh') =>
  renderAt(
    <>
      {page}
      <LocationProbe />
    </>,
    { path, locale },
  );

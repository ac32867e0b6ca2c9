// Layers (issue 11, DESIGN §11): per contract entity one file (or folder) in routes/<area>/, services/ and repos/.
// routes/   schema + access (`config`) on the contract's path (`routePath(xApi.call)`), one service call, `ok(result)`.
//           Imports services/, schemas/, contract/, plugins/auth; never repos/, kysely or sql, and opens no transaction.
// services/ the rules: validation, scope and ownership checks, transactions, locks, AppError and errors/fieldErrors. Explicit
//           arguments (db, admin, language, values), never a request or reply; imports repos/, auth/, errors/; never routes/ or plugins/.
// repos/    SQL (kysely) returning rows; never imports services/, routes/, plugins/ or errors/fieldErrors, and throws no AppError.
import type { RoutePlugin } from '../types.js';
import { accountRoutes } from './admin/account.js';
import { adminRoutes } from './admin/admin.js';
import { companyRoutes } from './admin/company.js';
import { roleRoutes } from './admin/role.js';
import { appRoutes } from './location/app.js';
import { appKeyRoutes } from './location/appKey.js';
import { appGroupRoutes } from './location/appGroup.js';
import { aliappRoutes } from './location/aliapp.js';
import { wxappCodeRoutes } from './location/wxappCode.js';
import { buildingRoutes } from './location/building/index.js';
import { mapRoutes } from './location/map.js';
import { mapListRoutes } from './location/mapList.js';
import { appUserRoutes } from './location/appUser.js';
import { statRoutes } from './location/stat.js';
import { regionRoutes } from './location/region.js';
import { messageRoutes } from './location/message.js';
import { roadRoutes } from './location/road.js';
import { poiRoutes } from './location/poi.js';
import { beaconRoutes } from './location/beacon.js';
import { beaconTransferRoutes } from './location/beaconTransfer.js';
import { platformFileRoutes } from './location/platformFile.js';
import { qrcodeRoutes } from './location/qrcode.js';
import { sourceRoutes } from './location/source.js';
import { systemRoutes } from './system/system.js';
import { collectRoutes } from './usage/collect.js';
import { statisticsRoutes } from './location/statistics.js';
import { trackRoutes } from './location/tracks.js';
import { heatRoutes } from './location/heat.js';
import { locationQualityRoutes } from './location/locationQuality.js';
import { activityRoutes } from './location/activity.js';
import { analysisRoutes } from './location/analysis.js';
import { wxOpenRoutes } from './location/wxOpen.js';
import { wxappRoutes } from './location/wxapp.js';
import { wechatCallbackRoutes } from './wechat/callback.js';
import { pushRoutes } from './location/push.js';
import { pushAppRoutes } from './app/push.js';
import { feedbackRoutes } from './location/feedback.js';
import { appFeedbackRoutes } from './app/feedback.js';

/** Every /api module; registered under the /api prefix. */
export const apiRoutes: RoutePlugin = async (app) => {
  const modules = [
    systemRoutes,
    accountRoutes,
    companyRoutes,
    adminRoutes,
    roleRoutes,
    appRoutes,
    appKeyRoutes,
    appGroupRoutes,
    aliappRoutes,
    wxappCodeRoutes,
    buildingRoutes,
    mapRoutes,
    mapListRoutes,
    appUserRoutes,
    statRoutes,
    regionRoutes,
    messageRoutes,
    roadRoutes,
    poiRoutes,
    beaconRoutes,
    beaconTransferRoutes,
    platformFileRoutes,
    qrcodeRoutes,
    sourceRoutes,
    collectRoutes,
    statisticsRoutes,
    trackRoutes,
    heatRoutes,
    locationQualityRoutes,
    activityRoutes,
    analysisRoutes,
    wxOpenRoutes,
    wxappRoutes,
    wechatCallbackRoutes,
    pushRoutes,
    pushAppRoutes,
    feedbackRoutes,
    appFeedbackRoutes,
  ];
  for (const routes of modules) {
    await app.register(routes);
  }
};

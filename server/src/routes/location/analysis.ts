import { ANALYSIS_LIMITS, analysisApi } from '#contract/endpoints/analysis.js';
import { ok, responses } from '#contract/schemas/envelope.js';
import { PoiAnalysisQuery, PoiAnalysisSchema } from '#contract/schemas/poiAnalysis.js';
import { USAGE_LIMITS } from '#contract/schemas/usage.js';
import { poiAnalysis } from '../../services/poiAnalysis.js';
import { QrcodeAnalysisQuery, QrcodeAnalysisSchema } from '#contract/schemas/qrcodeAnalysis.js';
import { qrcodeAnalysis } from '../../services/qrcodeAnalysis.js';
import type { RoutePlugin } from '../../types.js';
import { route } from '../../plugins/route.js';

const RANGE = `A reversed range answers 10005 naming \`to\`, one longer than ${ANALYSIS_LIMITS.rangeDays} days 10005 naming the day given, a first day past the retention period (USAGE_RETENTION_DAYS) 10005 naming \`from\`.`;

/** Issue 15: POI 分析 and 二维码分析. */
const analysisRoutes: RoutePlugin = async (app) => {
  route(
    app,
    analysisApi.poi,
    {
      config: { auth: 'session', permission: 'VIEW_POI_ANALYSIS' },
      schema: {
        summary: 'POI 分析: POIs and POI types by views, navigation starts and arrivals; the most searched texts, and those that found nothing',
        description: `Needs VIEW_POI_ANALYSIS (spec §2 /poi, §6) on the building (10003); another company’s building, or an unknown one, answers 10004. A POI, type or text with fewer than ${USAGE_LIMITS.minGroupUsers} distinct users over the range is left out and counted in \`heldBack\`. ${RANGE}`,
        querystring: PoiAnalysisQuery,
        response: responses(PoiAnalysisSchema),
      },
    },
    async (request) => ok(await poiAnalysis(app.db, request.query, request.language, app.usagePolicy.retentionDays)),
  );

  route(
    app,
    analysisApi.qrcode,
    {
      config: { auth: 'session', permission: 'VIEW_QRCODE_ANALYSIS' },
      schema: {
        summary: '二维码分析: scans per code and batch over the range, the scan-to-navigation funnel, the codes never scanned',
        description: `Needs VIEW_QRCODE_ANALYSIS (spec §2 /qrcode statistics, §6) on the building (10003); another company’s building, or an unknown one, answers 10004. A code or batch with fewer than ${USAGE_LIMITS.minGroupUsers} distinct scanners over the range is left out and counted in \`heldBack\`. The funnel counts the sessions whose first scan fell in the range. ${RANGE}`,
        querystring: QrcodeAnalysisQuery,
        response: responses(QrcodeAnalysisSchema),
      },
    },
    async (request) => ok(await qrcodeAnalysis(app.db, request.query, request.language, app.usagePolicy.retentionDays)),
  );
};

export default analysisRoutes;

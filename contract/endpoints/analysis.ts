import type { PoiAnalysis, PoiAnalysisQuery } from '../schemas/poiAnalysis.js';
import type { QrcodeAnalysis, QrcodeAnalysisQuery } from '../schemas/qrcodeAnalysis.js';
import { get } from './endpoint.js';

/** Issue 15: the POI and QR code analysis' bounds (the service and the console share them). */
export const ANALYSIS_LIMITS = {
  /** The longest range, days. */
  rangeDays: 92,
  /** Rows of each ranking. */
  top: 50,
} as const;

/** Issue 15: POI 分析 (spec §2 /poi) and 二维码分析 (spec §2 /qrcode), beside the other statistics calls. */
export const analysisApi = {
  poi: get<PoiAnalysisQuery, PoiAnalysis>('/api/location/statistics/poi-analysis'),
  qrcode: get<QrcodeAnalysisQuery, QrcodeAnalysis>('/api/location/statistics/qrcode-analysis'),
};

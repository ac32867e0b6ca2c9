import { Type, type Static } from 'typebox';
import { PoiAnalysisQuery } from './poiAnalysis.js';

/** Issue 15: 二维码分析 (spec §2 /qrcode statistics, VIEW_QRCODE_ANALYSIS). The same range as the POI analysis. */

export const QrcodeAnalysisQuery = PoiAnalysisQuery;
export type QrcodeAnalysisQuery = Static<typeof QrcodeAnalysisQuery>;

const Funnel = {
  scans: Type.Integer(),
  users: Type.Integer({ description: 'Distinct users who scanned' }),
  sessions: Type.Integer({ description: 'App sessions whose first scan was this (or in this group)' }),
  navigated: Type.Integer({ description: 'Of them, sessions that started a navigation after the scan' }),
  arrived: Type.Integer({ description: 'Of them, sessions that arrived after the scan' }),
};

const QrcodeFiguresSchema = Type.Object({
  /** null: a scene the building has no code for (deleted, or another app's). */
  id: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.Union([Type.String(), Type.Null()]),
  scene: Type.String(),
  batch: Type.String(),
  ...Funnel,
});

export const QrcodeAnalysisSchema = Type.Object({
  timeZone: Type.String(),
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  minUsers: Type.Integer(),
  totals: Type.Object(Funnel),
  /** The range's days, and the scans of each. */
  days: Type.Array(Type.Object({ day: Type.String({ format: 'date' }), scans: Type.Integer() })),
  /** Per batch ('' = no batch), most scanned first, with its scans per day (aligned with `days`). */
  batches: Type.Array(Type.Object({ batch: Type.String(), codes: Type.Integer(), ...Funnel, perDay: Type.Array(Type.Integer()) })),
  /** The most scanned codes, at most ANALYSIS_LIMITS.top. */
  codes: Type.Array(QrcodeFiguresSchema),
  /** Codes of the building never scanned since they were made (all time), oldest first, at most ANALYSIS_LIMITS.top. */
  neverScanned: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), batch: Type.String(), createdAt: Type.String({ format: 'date-time' }) })),
  neverScannedTotal: Type.Integer(),
  heldBack: Type.Object({ codes: Type.Integer(), batches: Type.Integer() }),
});
export type QrcodeAnalysis = Static<typeof QrcodeAnalysisSchema>;

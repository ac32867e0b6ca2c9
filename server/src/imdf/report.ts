import { translate, type Language, type MessageKey } from '../errors/messages.js';
import type { FileReport, ImportReport, NotTaken } from './types.js';

/** Our feature types (and level rows) as the report's `taken` counts name them. */
export const TAKEN_KEYS = {
  level: 'levels',
  building: 'buildings',
  footprint: 'footprints',
  unit: 'units',
  opening: 'openings',
  fixture: 'fixtures',
  amenity: 'amenities',
  section: 'sections',
  poi: 'pois',
  road: 'roads',
  connector: 'connectors',
} as const;

/** Collects, per file, how many features it held and how many were taken, and why others were not (in the caller's language). */
export class ReportBuilder {
  constructor(private readonly language: Language = 'en') {}

  private readonly files = new Map<string, FileReport & { reasonSet?: boolean }>();
  private readonly notTaken: NotTaken[] = [];
  private readonly taken: Record<string, number> = Object.fromEntries(Object.values(TAKEN_KEYS).map((k) => [k, 0]));

  file(file: string, featureType: string | null, features: number): void {
    this.files.set(file, { file, featureType, features, taken: 0, status: 'taken' });
  }

  /** One feature of `file` taken (as one or more of our features or rows, counted by `count`). */
  take(file: string): void {
    const entry = this.files.get(file);
    if (entry) entry.taken += 1;
  }

  count(type: keyof typeof TAKEN_KEYS): void {
    this.taken[TAKEN_KEYS[type]] += 1;
  }

  skip(file: string, featureId: string, key: MessageKey, params: Record<string, string | number> = {}): void {
    this.notTaken.push({ file, featureId, reason: translate(this.language, key, params) });
  }

  /** The whole file is not taken, for one reason. */
  skipFile(file: string, key: MessageKey, params: Record<string, string | number> = {}): void {
    const reason = translate(this.language, key, params);
    const entry = this.files.get(file);
    if (entry) {
      entry.reason = reason;
      entry.reasonSet = true;
    }
    this.notTaken.push({ file, featureId: null, reason });
  }

  build(): ImportReport {
    const files = [...this.files.values()].map(({ reasonSet, ...entry }) => {
      const status: FileReport['status'] =
        reasonSet || (entry.taken === 0 && entry.features > 0) ? 'not taken' : entry.taken < entry.features ? 'partly' : 'taken';
      const reason =
        entry.reason ??
        (status === 'taken' ? undefined : translate(this.language, 'imdf.report.partly', { skipped: entry.features - entry.taken, features: entry.features }));
      return { ...entry, status, ...(reason ? { reason } : {}) };
    });
    return { files, taken: { ...this.taken }, notTaken: [...this.notTaken] };
  }
}

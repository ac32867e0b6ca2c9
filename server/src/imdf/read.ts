/**
 * Reads an uploaded IMDF archive into an import plan: every file is classified and parsed, every feature
 * checked (see `plan.ts`), and every problem collected. A plan comes back only when there is none: the
 * caller writes it in one transaction, so an archive imports whole or not at all.
 */
import { openArchive, parseCollection, parseJson, readFeatures } from './archive.js';
import { buildPlan } from './plan.js';
import type { Language } from '../errors/messages.js';
import { ReportBuilder } from './report.js';
import { IMDF_TYPES, ROAD_FILE, ROAD_TYPES, type ImportPlan, type Problem, type RawFeature } from './types.js';

const STANDARD = new Set<string>(IMDF_TYPES);
const KNOWN = new Set<string>([...IMDF_TYPES, ...ROAD_TYPES]);

export interface ReadResult {
  plan: ImportPlan | null;
  problems: Problem[];
}

/** Files an archive holds, by feature type (`x_road` for our extension), with each file's name. */
export interface ArchiveFeatures {
  byType: Map<string, RawFeature[]>;
  fileOf: Map<string, string>;
  /** Types whose file is missing or unreadable: references to them are not checked (that file's problem says it). */
  unread: Set<string>;
}

/** @worker imdf/offThread.ts runs it by name in transfer/worker.mjs */
export function readArchive(data: Uint8Array, options: { name?: string; language?: Language } = {}): ReadResult {
  const opened = openArchive(data);
  if ('problems' in opened) return { plan: null, problems: opened.problems };
  const problems: Problem[] = [];
  const report = new ReportBuilder(options.language);
  const input: ArchiveFeatures = { byType: new Map(), fileOf: new Map(), unread: new Set() };

  for (const { file, bytes } of opened.entries) {
    const lower = file.toLowerCase();
    if (lower === 'manifest.json') {
      const parsed = parseJson(bytes);
      if ('error' in parsed) problems.push({ field: file, key: 'imdf.notJson', params: { reason: parsed.error } });
      report.file(file, null, 0);
      continue;
    }
    if (!lower.endsWith('.geojson')) {
      report.file(file, null, 0);
      report.skipFile(file, 'imdf.skip.notGeojson');
      continue;
    }
    const type = lower === ROAD_FILE ? 'x_road' : lower.slice(0, -'.geojson'.length);
    const parsed = parseCollection(file, bytes);
    if (!STANDARD.has(type) && type !== 'x_road') {
      report.file(file, null, 'features' in parsed ? parsed.features.length : 0);
      report.skipFile(file, 'imdf.skip.notImdfType');
      continue;
    }
    input.fileOf.set(type, file);
    if ('problem' in parsed) {
      problems.push(parsed.problem);
      input.unread.add(type);
      report.file(file, type, 0);
      continue;
    }
    report.file(file, type, parsed.features.length);
    const allowed = type === 'x_road' ? ROAD_TYPES : [type];
    input.byType.set(type, readFeatures(file, allowed, KNOWN, parsed.features, problems));
  }

  for (const required of ['level', 'unit']) {
    if (!input.fileOf.has(required)) input.unread.add(required);
    if (!input.fileOf.has(required)) problems.push({ field: `${required}.geojson`, key: 'imdf.missingFile', params: { file: `${required}.geojson` } });
  }
  const plan = buildPlan(input, options.name, problems, report);
  return problems.length || !plan ? { plan: null, problems } : { plan, problems };
}

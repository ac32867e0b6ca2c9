import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import committed from './durations.json' with { type: 'json' };

const known: Record<string, number> = committed;

/**
 * The order of a run's files (vitest.config.ts). Vitest runs each project's files longest first when an earlier run on
 * this checkout left their durations (node_modules/.vite/vitest), and largest first when none did, as on a fresh clone,
 * where a short file of many lines ran before a long one of few (a file that starts real processes) and the two
 * cores ended the run unevenly. Here a file without an earlier run's duration takes the committed one
 * (tests/durations.json, written by `npx vitest run --reporter=default --reporter=./tests/durationsReporter.ts`); a
 * file that has neither runs first, as Vitest runs unknown files first. Projects keep their order (Vitest's: by name).
 */
export class DurationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const resultOf = (file: TestSpecification) => this.ctx.cache.getFileTestResults(`${file.project.name}:${relative(root, file.moduleId)}`);
    const durationOf = (file: TestSpecification): number => resultOf(file)?.duration ?? known[relative(root, file.moduleId)] ?? Number.POSITIVE_INFINITY;
    const failed = (file: TestSpecification): boolean => resultOf(file)?.failed === true;
    return [...files].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      if (failed(a) !== failed(b)) return failed(a) ? -1 : 1;
      return durationOf(b) - durationOf(a);
    });
  }
}

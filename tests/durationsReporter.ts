import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

/**
 * Writes each file's duration in this run to tests/durations.json (milliseconds, by path), the order a fresh clone's
 * run starts from (tests/sequencer.ts). Only a run of the whole suite should write it.
 */
export default class DurationsReporter implements Reporter {
  private root = '';
  private readonly durations = new Map<string, number>();

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
  }

  onTestModuleEnd(module: TestModule): void {
    this.durations.set(relative(this.root, module.moduleId), Math.round(module.diagnostic().duration));
  }

  onTestRunEnd(): void {
    const sorted = Object.fromEntries([...this.durations].sort(([a], [b]) => (a < b ? -1 : 1)));
    writeFileSync('tests/durations.json', `${JSON.stringify(sorted, null, 2)}\n`);
  }
}

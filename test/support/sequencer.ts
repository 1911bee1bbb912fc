import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each test file took in a recent full run, by `project:path` (scripts/test-times.mjs
 * writes it from Vitest's own results). Vitest orders files longest first only from its cache,
 * which a clean clone (CI) does not have: it then keeps the files in folder order, and a file of
 * two minutes that starts last keeps the run going long after the other workers have finished.
 */
export const FILE_TIMES = path.resolve('test/support/file-times.json');

function recordedTimes(): Record<string, number> {
  return existsSync(FILE_TIMES) ? (JSON.parse(readFileSync(FILE_TIMES, 'utf8')) as Record<string, number>) : {};
}

/**
 * Groups in Vitest's order; within a group, the longest files first, whatever their project: by
 * their recorded time, or for a file not recorded yet by its size (a long file is usually a slow
 * one). The many short files (the browser code's, the rules') then fill the end of the run
 * while the last long ones finish.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const times = recordedTimes();
    const root = this.ctx.config.root;
    // A file with no record is weighed as one second per 4 KB of test code.
    const weight = (spec: TestSpecification) =>
      times[`${spec.project.name}:${path.relative(root, spec.moduleId)}`] ?? statSync(spec.moduleId).size / 4096;
    const weights = new Map(files.map((spec) => [spec, weight(spec)]));
    return [...files].sort((a, b) =>
      a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || weights.get(b)! - weights.get(a)!);
  }
}

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
 * Groups in Vitest's order; within a group, project by project, and within a project the longest
 * files first: by their recorded time, or for a file not recorded yet by its size (a long file
 * is usually a slow one). The many short files then fill the end of each project's run while its
 * last long ones finish.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const times = recordedTimes();
    const root = this.ctx.config.root;
    // A file with no record is weighed as one second per 4 KB of test code.
    const weight = (spec: TestSpecification) =>
      times[`${spec.project.name}:${path.relative(root, spec.moduleId)}`] ?? statSync(spec.moduleId).size / 4096;
    const weights = new Map(files.map((spec) => [spec, weight(spec)]));
    // One project's files after another's, the project with the most time first: a worker then
    // runs one project's files one after another and loads its modules once (neither the
    // server's nor the browser code's files are isolated). Interleaved, a file met a worker of
    // another project, which was ended and a new one started: 720 CPU-s for the SQLite and
    // browser files, 430 in this order.
    const projectTimes = new Map<string, number>();
    for (const spec of files) projectTimes.set(spec.project.name, (projectTimes.get(spec.project.name) ?? 0) + weights.get(spec)!);
    const project = (a: TestSpecification, b: TestSpecification) =>
      projectTimes.get(b.project.name)! - projectTimes.get(a.project.name)! || a.project.name.localeCompare(b.project.name);
    return [...files].sort((a, b) =>
      a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || project(a, b) || weights.get(b)! - weights.get(a)!);
  }
}

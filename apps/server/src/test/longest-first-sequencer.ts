// The suite's files in Vitest's order (its projects one after another, larger or slower files first),
// but with the few files that take far longer than any other first in their project. Vitest sorts a
// file it has no timing for by its size, so on a fresh clone the small contract-fuzz file started
// last and ran alone on one worker for its whole length (117 s of a 547 s suite).
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The longest files, longest first (each measured at 40 s or more of a CI run). */
const LONGEST_FILES = ['src/http/contract-fuzz.test.ts', 'src/jobs/kill-restart.test.ts'];

const rankOf = (spec: TestSpecification) => {
  const rank = LONGEST_FILES.findIndex((file) => spec.moduleId.endsWith(file));
  return rank === -1 ? LONGEST_FILES.length : rank;
};

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projectOrder = new Map<string, number>();
    for (const spec of sorted) {
      if (!projectOrder.has(spec.project.name))
        projectOrder.set(spec.project.name, projectOrder.size);
    }
    const project = (spec: TestSpecification) => projectOrder.get(spec.project.name) ?? 0;
    // Array.prototype.sort is stable: within a rank, Vitest's order stays.
    return [...sorted].sort((a, b) => project(a) - project(b) || rankOf(a) - rankOf(b));
  }
}

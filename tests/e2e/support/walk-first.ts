// The browser files in vitest's order (failed, then longest, then largest first), with the screen walk
// at the very front on a clean clone too: it is the longest file by far, and started last it would run
// alone while the other worker idles (vitest knows durations only from an earlier run's cache).
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const FIRST = /every-screen\.test\.ts$/;

export class WalkFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => FIRST.test(f.moduleId)), ...sorted.filter((f) => !FIRST.test(f.moduleId))];
  }
}

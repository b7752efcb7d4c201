// The closing report of `npm test` (tests/run-all.ts): test counts over every run, and the runs and
// test files that were skipped whole, named with the reason, so "0 skipped" never hides a skipped run.

export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

export interface SkippedSuite {
  name: string;
  reason: string;
}

/** The part of vitest's JSON report the summary reads. */
export interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
  testResults?: { name: string; assertionResults?: { status: string }[] }[];
}

const SKIPPED_STATUSES = new Set(['pending', 'skipped', 'todo', 'disabled']);

export class RunSummary {
  readonly tally: Tally = { passed: 0, failed: 0, skipped: 0 };
  readonly skippedSuites: SkippedSuite[] = [];
  /** each run's wall time, in the order they ran */
  readonly times: { name: string; seconds: number }[] = [];

  /** How long a run took: the report says it per run (docs/testing.md, the suite's minutes per phase). */
  timeRun(name: string, seconds: number): void {
    this.times.push({ name, seconds });
  }

  /** Adds one vitest run; a test file whose every test was skipped counts as a skipped suite. */
  addRun(run: string, report: VitestJsonReport, root = ''): void {
    this.tally.passed += report.numPassedTests;
    this.tally.failed += report.numFailedTests;
    this.tally.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    for (const file of report.testResults ?? []) {
      const results = file.assertionResults ?? [];
      if (results.length && results.every((r) => SKIPPED_STATUSES.has(r.status))) {
        const name = root && file.name.startsWith(root) ? file.name.slice(root.length).replace(/^\/+/, '') : file.name;
        this.skippedSuites.push({ name: `${run}: ${name}`, reason: 'every test in the file was skipped' });
      }
    }
  }

  /** A whole run that did not happen. */
  skipRun(name: string, reason: string): void {
    this.skippedSuites.push({ name, reason });
  }

  lines(): string[] {
    const out: string[] = [];
    if (this.times.length) {
      const total = this.times.reduce((sum, t) => sum + t.seconds, 0);
      const minutes = (seconds: number) => `${(seconds / 60).toFixed(1)} min`;
      out.push(`Time per run: ${this.times.map((t) => `${t.name} ${minutes(t.seconds)}`).join(', ')}; in all ${minutes(total)}`);
    }
    if (this.skippedSuites.length) {
      out.push('Skipped suites:');
      for (const s of this.skippedSuites) out.push(`  - ${s.name} (${s.reason})`);
    }
    const { passed, failed, skipped } = this.tally;
    const suites = this.skippedSuites.length;
    // the closing line keeps the plain "N passed, N failed, N skipped" form that CI reads; a skipped
    // suite counts there too, so a whole run left out can never read as "0 skipped"
    out.push(`(skipped: ${skipped} test${skipped === 1 ? '' : 's'}, ${suites} suite${suites === 1 ? '' : 's'})`);
    out.push(`${passed} passed, ${failed} failed, ${skipped + suites} skipped`);
    return out;
  }
}

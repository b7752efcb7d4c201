// The closing report of npm test names every skipped run and skipped test file and counts them.
import { describe, expect, it } from 'vitest';
import { RunSummary } from './run-summary.js';

const report = (files: { name: string; statuses: string[] }[]) => {
  const all = files.flatMap((f) => f.statuses);
  return {
    numPassedTests: all.filter((s) => s === 'passed').length,
    numFailedTests: all.filter((s) => s === 'failed').length,
    numPendingTests: all.filter((s) => s === 'pending' || s === 'skipped').length,
    numTodoTests: all.filter((s) => s === 'todo').length,
    testResults: files.map((f) => ({ name: f.name, assertionResults: f.statuses.map((status) => ({ status })) })),
  };
};

describe('run summary', () => {
  it('says how long each run took, and in all, in minutes', () => {
    const summary = new RunSummary();
    summary.addRun('unit', report([{ name: '/repo/tests/a.test.ts', statuses: ['passed'] }]), '/repo');
    summary.timeRun('unit', 90);
    summary.timeRun('browser', 600);
    expect(summary.lines()).toEqual(['Time per run: unit 1.5 min, browser 10.0 min; in all 11.5 min', '(skipped: 0 tests, 0 suites)', '1 passed, 0 failed, 0 skipped']);
  });

  it('names a skipped run with its reason and counts it in the closing line', () => {
    const summary = new RunSummary();
    summary.addRun('unit', report([{ name: '/repo/tests/a.test.ts', statuses: ['passed', 'passed', 'failed'] }]), '/repo');
    summary.skipRun('browser', 'no Chromium at /usr/bin/chromium');
    expect(summary.lines()).toEqual([
      'Skipped suites:',
      '  - browser (no Chromium at /usr/bin/chromium)',
      '(skipped: 0 tests, 1 suite)',
      '2 passed, 1 failed, 1 skipped',
    ]);
  });

  it('counts a test file whose every test was skipped as a skipped suite', () => {
    const summary = new RunSummary();
    summary.addRun(
      'api-postgresql',
      report([
        { name: '/repo/tests/server/pg-only.test.ts', statuses: ['skipped', 'skipped'] },
        { name: '/repo/tests/server/mixed.test.ts', statuses: ['passed', 'skipped'] },
      ]),
      '/repo',
    );
    const lines = summary.lines();
    expect(lines).toContain('  - api-postgresql: tests/server/pg-only.test.ts (every test in the file was skipped)');
    expect(lines.join('\n')).not.toContain('mixed.test.ts');
    expect(lines.slice(-2)).toEqual(['(skipped: 3 tests, 1 suite)', '1 passed, 0 failed, 4 skipped']);
  });

  it('says nothing about suites when none was skipped', () => {
    const summary = new RunSummary();
    summary.addRun('unit', report([{ name: 'tests/a.test.ts', statuses: ['passed'] }]));
    expect(summary.lines()).toEqual(['(skipped: 0 tests, 0 suites)', '1 passed, 0 failed, 0 skipped']);
  });
});

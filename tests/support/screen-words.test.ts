// The words test's reader (screen-words.ts): what it counts as code on a screen, and the words,
// addresses, codes and data it leaves alone.
import { describe, expect, it } from 'vitest';
import { findLeaks } from './screen-words.js';

const rules = { identifiers: new Set(['course-form', 'course-submissions', 'rubricValue']) };
const words = (text: string, extra = {}) => findLeaks(text, { ...rules, ...extra }).map((l) => `${l.kind} ${l.word}`);

describe('code on a screen', () => {
  it('finds the leaks of issue 20 §4', () => {
    expect(words('Submission review #177 · Decision, decided on changed')).toEqual(['#id #177']);
    expect(words('approve-needs-rubric-at-minimum: rubricValue is less than minApprovalValue')).toEqual([
      'kebab-case approve-needs-rubric-at-minimum',
      'camelCase rubricValue',
      'camelCase minApprovalValue',
    ]);
    expect(words('Course form course-form (spec 1 §5, spec 2 §5)')).toEqual(['kebab-case course-form', 'spec spec', 'spec §']);
    expect(words('Act as an analyst (impersonation, docs/impersonation.md)')).toEqual(['file path docs/impersonation.md']);
    expect(words('About: course-submissions 171')).toEqual(['kebab-case course-submissions']);
    expect(words('Sorted by submittedOn descending')).toEqual(['camelCase submittedOn']);
    expect(words('Section -1 – General approval feedback')).toEqual(['negative id Section -1']);
    expect(words('AdminManageRules, course_submission_review, server/rules/engine.ts')).toEqual(['PascalCase AdminManageRules', 'snake_case course_submission_review', 'file path server/rules/engine.ts']);
  });

  it('leaves English, addresses, codes and data alone', () => {
    const text = [
      'A second subject area is allowed only for two-year courses; sign-in and follow-up, up-to-date and out-of-state.',
      'Mail dana.whitfield@ucop.example.edu or see https://example.org/a-b-c/x_y.md and www.ucop.edu/some-page.',
      'CDS code 38684783833407, ATP 051742, the 2025-26 year, Special Education School SPEC, A–G, Pre-Calculus, McDonald and LaVerne on an iPad.',
      'Sort by CTE industry sector ascending; 3 items; Rubric value is less than minimum approval value (2).',
    ].join('\n');
    expect(words(text)).toEqual([]);
  });

  it('leaves the data people typed, and placeholders on a template’s own screens', () => {
    expect(words('Key data-science-policy', { typed: new Set(['data-science-policy']) })).toEqual([]);
    expect(words('Dear {{recipientName}}, {{#courses}}{{courseTitle}}{{/courses}}', { placeholders: true })).toEqual([]);
    expect(words('Dear {{recipientName}},')).toEqual(['camelCase recipientName']);
  });
});

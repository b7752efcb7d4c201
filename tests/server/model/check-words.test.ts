// The start-up checks of the words the model puts on screens (issue 20 §4): a resource other records
// refer to names its records (MODEL021), the names it is given through references do not lead round
// (MODEL014), and no label, help text or message holds code (MODEL022); the shipped model passes.
import { describe, expect, it } from 'vitest';
import { ModelCheckError, checkModel, type LoadedResource } from '../../../server/model/check.js';
import { loadResourceFiles, loadWorkflows, RESOURCES_DIR } from '../../../server/model/load.js';
import type { ResourceDef } from '../../../core/model/define.js';
import { codeInText, looksLikeCode } from '../../../core/model/words.js';

const shipped = await loadResourceFiles(RESOURCES_DIR);
const workflows = await loadWorkflows(RESOURCES_DIR);

function issuesOf(loaded: LoadedResource[]) {
  try {
    checkModel(loaded, {}, [], undefined, workflows);
    return [];
  } catch (err) {
    if (!(err instanceof ModelCheckError)) throw err;
    return err.issues.map((i) => `${i.code} ${i.file} ${i.path}: ${i.message}`);
  }
}

/** The shipped model with one resource changed. */
function changed(resource: string, change: (def: ResourceDef) => ResourceDef): LoadedResource[] {
  return shipped.map((item) => (item.def.name !== resource ? item : { ...item, def: change(item.def) }));
}

describe('words the model puts on screens', () => {
  it('passes the shipped model', () => {
    expect(issuesOf(shipped)).toEqual([]);
  });

  it('refuses a resource others refer to without a recordRepresentation (MODEL021)', () => {
    const { recordRepresentation: _, ...unnamed } = shipped.find((r) => r.def.name === 'course-submissions')!.def;
    expect(issuesOf(changed('course-submissions', () => unnamed as ResourceDef))).toEqual([
      'MODEL021 resources/course-submissions.ts recordRepresentation: other records refer to "course-submissions": name its records with recordRepresentation',
    ]);
  });

  it('refuses records named through references that lead round (MODEL014)', () => {
    // courses named by their submissions, submissions by their course
    const loop = changed('courses', (def) => ({ ...def, recordRepresentation: 'latestSubmissionId', fields: { ...def.fields, latestSubmissionId: { type: 'reference', resource: 'course-submissions' } } }));
    expect(issuesOf(loop)).toContainEqual(expect.stringMatching(/^MODEL014 resources\/courses\.ts recordRepresentation: .*courses → course-submissions → courses$/));
  });

  it.each([
    ['a camelCase name in a help text', { help: 'The network a school belongs to (selectedSchoolNetwork)' }, 'fields.schoolNetworkId.help', 'a code name "selectedSchoolNetwork"'],
    ['a file path', { help: 'See docs/institutions.md' }, 'fields.schoolNetworkId.help', 'a file path "docs/institutions.md"'],
    ['a reference to the spec', { help: 'The network (spec 2 §9)' }, 'fields.schoolNetworkId.help', 'a reference to the spec "spec"'],
    ['a label that is a code name', { label: 'school-network-id' }, 'fields.schoolNetworkId.label', 'a code name "school-network-id"'],
    ['a resource name', { help: 'Points at course-submissions' }, 'fields.schoolNetworkId.help', 'a code name "course-submissions"'],
  ])('refuses %s (MODEL022)', (_what, words, at, found) => {
    const model = changed('institutions', (def) => ({ ...def, fields: { ...def.fields, schoolNetworkId: { ...def.fields.schoolNetworkId, ...words } } }));
    expect(issuesOf(model)).toEqual([expect.stringMatching(new RegExp(`^MODEL022 resources/institutions\\.ts ${at.replace(/\./g, '\\.')}: .* holds ${found.replace(/[()]/g, '\\$&')}: write it in words$`))]);
  });

  it('reads English as words', () => {
    for (const text of ['A second subject area is allowed only for two-year courses', 'Up-to-date, out-of-state and face-to-face', 'CTE industry sector', 'The 2025-26 academic year', 'Courses of the A–G subject areas'])
      expect(codeInText(text), text).toBeUndefined();
    expect(looksLikeCode('Approval needs no feedback')).toBe(false);
    expect(looksLikeCode('approve-needs-no-feedback')).toBe(true);
    expect(looksLikeCode('rubricValue')).toBe(true);
  });
});

// The start-up check of workflow-owned fields (MODEL020): a field a rule set decides, or a writable
// reference to a rule evaluation's version, must be owned by a workflow; and the shipped model passes.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ModelCheckError, checkModel, type LoadedResource } from '../../../server/model/check.js';
import { loadResourceFiles, loadWorkflows, RESOURCES_DIR } from '../../../server/model/load.js';
import type { ResourceDef, Workflow } from '../../../core/model/define.js';
import { WORKFLOWS } from '../../../resources/_workflows.js';

const shipped = await loadResourceFiles(RESOURCES_DIR);
const shippedWorkflows = await loadWorkflows(RESOURCES_DIR);

function issuesOf(loaded: LoadedResource[], workflows: readonly Workflow[]) {
  try {
    checkModel(loaded, {}, [], undefined, workflows);
    return [];
  } catch (err) {
    if (!(err instanceof ModelCheckError)) throw err;
    return err.issues.map((i) => `${i.code} ${i.file} ${i.path}`);
  }
}

/** The shipped model with one resource's field replaced. */
function withField(resource: string, field: string, def: object): LoadedResource[] {
  return shipped.map((item) => (item.def.name !== resource ? item : { ...item, def: { ...item.def, fields: { ...item.def.fields, [field]: def } } as ResourceDef }));
}

describe('MODEL020: fields workflows own', () => {
  it('passes the shipped model, with the workflows of resources/_workflows.ts', () => {
    expect(shippedWorkflows).toBe(WORKFLOWS);
    expect(issuesOf(shipped, shippedWorkflows)).toEqual([]);
  });

  it('refuses a field a rule set decides that is not owned by its workflow', () => {
    const { ownedBy: _, ...decision } = shipped.find((r) => r.def.name === 'course-submission-reviews')!.def.fields.decision;
    expect(issuesOf(withField('course-submission-reviews', 'decision', decision), shippedWorkflows)).toEqual(['MODEL020 resources/course-submission-reviews.ts fields.decision']);
  });

  it('refuses a field owned by another workflow than the one whose rules decide it', () => {
    const field = { ...shipped.find((r) => r.def.name === 'course-submissions')!.def.fields.status, ownedBy: WORKFLOWS.find((w) => w.name === 'assignment') };
    expect(issuesOf(withField('course-submissions', 'status', field), shippedWorkflows)).toEqual(['MODEL020 resources/course-submissions.ts fields.status']);
  });

  it('refuses a writable reference to a rule set version that no workflow owns, whatever the field is called', () => {
    const loaded = withField('course-notes', 'decidedByVersionId', { type: 'reference', resource: 'rule-set-versions' });
    expect(issuesOf(loaded, shippedWorkflows)).toEqual(['MODEL020 resources/course-notes.ts fields.decidedByVersionId']);
  });

  it('refuses an unknown workflow, and a field both read-only and owned', () => {
    const unknown = withField('course-notes', 'verdict', { type: 'string', ownedBy: { name: 'telepathy', use: 'think harder' } });
    expect(issuesOf(unknown, shippedWorkflows)).toEqual(['MODEL020 resources/course-notes.ts fields.verdict.ownedBy']);
    const both = withField('course-notes', 'verdict', { type: 'string', readOnly: true, ownedBy: WORKFLOWS[0] });
    expect(issuesOf(both, shippedWorkflows)).toEqual(['MODEL020 resources/course-notes.ts fields.verdict']);
  });

  it('knows a workflow for every rule set that decides a stored field', () => {
    const ruleSets = readdirSync(path.resolve(RESOURCES_DIR, '../rules')).map((f) => JSON.parse(readFileSync(path.resolve(RESOURCES_DIR, '../rules', f), 'utf8')).name as string);
    // the course-form rules check a form before it is saved (like a field's validation): they decide no stored field
    const deciding = ruleSets.filter((name) => name !== 'course-form');
    expect(deciding.filter((name) => !WORKFLOWS.some((w) => w.ruleSet === name && Object.keys(w.decides ?? {}).length))).toEqual([]);
  });
});

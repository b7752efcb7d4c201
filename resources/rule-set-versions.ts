import { defineResource } from '../core/model/define.js';

// One version of a rule set: drafts are edited, one version is active, older ones are retired and
// can be activated again (roll back). The definition is pure JSON: { rules, tests }.
export default defineResource({
  name: 'rule-set-versions',
  entity: 'RuleSetVersion',
  table: 'rule_set_version',
  label: 'Rule set versions',
  labelSingular: 'Rule set version',
  recordRepresentation: 'version',
  fields: {
    ruleSetId: { type: 'reference', resource: 'rule-sets', required: true, readOnly: true },
    version: { type: 'integer', required: true, min: 1, readOnly: true },
    status: {
      type: 'enum',
      required: true,
      readOnly: true,
      values: [
        { id: 'draft', name: 'Draft' },
        { id: 'active', name: 'Active' },
        { id: 'retired', name: 'Retired' },
      ],
    },
    definition: { type: 'json', required: true },
    comment: { type: 'text' },
    basedOnVersion: { type: 'integer', readOnly: true },
    testsPassed: { type: 'boolean', readOnly: true, default: false },
    authorName: { type: 'string', maxLength: 200, readOnly: true },
    createdAt: { type: 'datetime', readOnly: true },
    activatedAt: { type: 'datetime', readOnly: true },
  },
  // numbered once per rule set, and one active version per set at most; server/rules/versions.ts
  // also takes the rule set's lock, so these only ever refuse a programming error
  unique: [
    { fields: ['ruleSetId', 'version'], field: 'version', message: 'This rule set already has a version with this number.' },
    { fields: ['ruleSetId'], where: { status: 'active' }, field: 'ruleSetId', message: 'This rule set already has an active version.' },
  ],
  list: { columns: ['ruleSetId', 'version', 'status', 'authorName', 'createdAt', 'comment'], sort: { field: 'createdAt', order: 'DESC' }, perPage: 25 },
  filters: [
    { field: 'q', type: 'q', fields: ['comment', 'authorName'] },
    { field: 'ruleSetId', type: 'reference' },
    { field: 'status', type: 'select' },
  ],
  access: { list: 'AdminManageRules', show: 'AdminManageRules', create: false, update: false, delete: false },
  audit: true,
  menu: { group: 'Rules', icon: 'History', hidden: true },
});

import { defineResource } from '../core/model/define.js';

// A rule set the operators can change at run time (issue: rules). Its versions hold the JSON; the
// active one is what the server evaluates. Changes go through the rule editor's calls
// (server/rules/routes.ts), never through the generic writes, so activation is always checked.
export default defineResource({
  name: 'rule-sets',
  entity: 'RuleSet',
  table: 'rule_set',
  label: 'Rule sets',
  labelSingular: 'Rule set',
  recordRepresentation: 'title',
  fields: {
    name: { type: 'string', required: true, maxLength: 60, unique: true, format: 'code', readOnly: true },
    title: { type: 'string', required: true, maxLength: 120 },
    description: { type: 'text' },
    activeVersionId: { type: 'reference', resource: 'rule-set-versions', label: 'Active version', readOnly: true },
  },
  // the name is the code's and the rule editor's address of the set: searched by, never shown
  list: { columns: ['title', 'activeVersionId'], sort: { field: 'name', order: 'ASC' }, perPage: 25 },
  sections: [{ title: 'Rule set', fields: ['title', 'description', 'activeVersionId'] }],
  filters: [{ field: 'q', type: 'q', fields: ['name', 'title'] }],
  access: { list: 'AdminManageRules', show: 'AdminManageRules', create: false, update: false, delete: false },
  audit: true,
  menu: { group: 'Rules', icon: 'Rule', hidden: true },
});

import { defineResource } from '../core/model/define.js';

// Every evaluation that decided something: the version, the facts and the explanation, so a decision
// carries its reason and a draft can be replayed on real cases (simulation). A log, so not audited.
export default defineResource({
  name: 'rule-evaluations',
  entity: 'RuleEvaluation',
  table: 'rule_evaluation',
  label: 'Rule evaluations',
  labelSingular: 'Rule evaluation',
  recordRepresentation: 'ruleSetId',
  fields: {
    ruleSetId: { type: 'reference', resource: 'rule-sets', required: true, readOnly: true },
    versionId: { type: 'reference', resource: 'rule-set-versions', required: true, readOnly: true },
    context: { type: 'string', maxLength: 200, readOnly: true, help: 'What was decided, e.g. review 42 approve' },
    facts: { type: 'json', required: true, readOnly: true },
    outcome: { type: 'json', required: true, readOnly: true },
    allowed: { type: 'boolean', readOnly: true },
    userName: { type: 'string', maxLength: 200, readOnly: true },
    createdAt: { type: 'datetime', required: true, readOnly: true },
  },
  list: { columns: ['ruleSetId', 'versionId', 'context', 'allowed', 'userName', 'createdAt'], sort: { field: 'createdAt', order: 'DESC' }, perPage: 25 },
  filters: [
    { field: 'q', type: 'q', fields: ['context', 'userName'] },
    { field: 'ruleSetId', type: 'reference' },
    { field: 'allowed', type: 'boolean' },
    { field: 'createdAt', type: 'dateRange' },
  ],
  access: { list: 'AdminManageRules', show: 'AdminManageRules', create: false, update: false, delete: false },
  audit: false,
  menu: { group: 'Rules', icon: 'Fact', hidden: true },
});

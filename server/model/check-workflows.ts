// Start-up check of the fields workflows own (MODEL020): every field a rule set decides, and every
// writable trace of a rule evaluation, is owned by a workflow, so no generic path (REST, spec aliases,
// /ops, import) can set it around the rules. Part of checkModel (check.ts).
import type { ResourceDef, Workflow } from '../../core/model/define.js';

type Add = (file: string, path: string, message: string) => void;

/** Resources whose records are the trace of a rule evaluation: a reference to one is written with the decision. */
const RULE_TRACE_RESOURCES = new Set(['rule-set-versions', 'rule-evaluations']);

const writable = (def: ResourceDef) => def.access.create !== false || def.access.update !== false;

export function checkWorkflowOwnership(resources: { def: ResourceDef; file: string }[], workflows: readonly Workflow[], add: Add): void {
  const byName = new Map(resources.map((r) => [r.def.name, r]));
  const known = new Set(workflows.map((w) => w.name));
  for (const { def, file } of resources)
    for (const [name, field] of Object.entries(def.fields)) {
      const at = `fields.${name}`;
      if (field.ownedBy && workflows.length && !known.has(field.ownedBy.name)) add(file, `${at}.ownedBy`, `owned by unknown workflow "${field.ownedBy.name}" (resources/_workflows.ts lists them)`);
      if (field.ownedBy && field.readOnly) add(file, at, 'a field is either read-only (the server sets it) or owned by a workflow, not both');
      if (writable(def) && !field.readOnly && !field.ownedBy && field.type === 'reference' && RULE_TRACE_RESOURCES.has(field.resource ?? ''))
        add(file, at, `"${name}" records a rule evaluation, so only the workflow that decides may write it: give it ownedBy`);
    }
  for (const workflow of workflows)
    for (const [resource, fields] of Object.entries(workflow.decides ?? {})) {
      const target = byName.get(resource);
      if (!target) {
        add('resources/_workflows.ts', workflow.name, `the ${workflow.name} workflow decides fields of unknown resource "${resource}"`);
        continue;
      }
      for (const name of fields) {
        const field = Object.hasOwn(target.def.fields, name) ? target.def.fields[name] : undefined;
        if (!field) add(target.file, `fields.${name}`, `the ${workflow.name} workflow decides "${name}", which is not a field`);
        else if (field.ownedBy?.name !== workflow.name)
          add(target.file, `fields.${name}`, `"${name}" is decided by the ${workflow.ruleSet ?? workflow.name} rules: give it ownedBy the ${workflow.name} workflow`);
      }
    }
}

// Start-up checks of the resource model, in the manner of Django's system checks: every mistake
// has a stable code, names the file, and stops the start.
import { z } from 'zod';
import { ABILITY_NAMES, AUTHENTICATED } from '../../core/model/abilities.js';
import { FIELD_TYPES, ROW_VERSION, type ResourceDef, type Workflow } from '../../core/model/define.js';
import { checkConstraints } from './check-constraints.js';
import { checkWorkflowOwnership } from './check-workflows.js';
import { checkWords, representationLoop } from './check-words.js';
import type { ScreenOverrideShape } from './screen-overrides.js';

export const MODEL_CODES = {
  MODEL001: 'unknown key',
  MODEL002: 'missing or malformed value',
  MODEL003: 'list column is not a field',
  MODEL004: 'filter names a field that does not exist',
  MODEL005: 'reference to an unknown resource',
  MODEL006: 'sort on a missing field',
  MODEL007: 'unknown ability',
  MODEL008: 'duplicate resource name, entity or table',
  MODEL009: 'field definition incomplete for its type',
  MODEL010: 'section names a missing field',
  MODEL011: 'alias path malformed',
  MODEL012: 'softDelete must name a boolean field',
  MODEL013: 'override for an unknown resource or an unknown override key',
  MODEL014: 'recordRepresentation or specId does not fit the fields (or the representation leads round in a loop of references)',
  MODEL015: 'a secret field is used in a filter, full-text search or sort',
  MODEL016: 'recordAccess malformed',
  MODEL017: 'unique constraint malformed (missing field, unfit type or condition)',
  MODEL018: 'cross-field check malformed (missing field, not exactly one relation, no order, or mixed types)',
  MODEL019: 'inlineList names a field that is not there or cannot be edited in a row',
  MODEL020: 'a field a rule set decides, or a writable trace of a rule evaluation, is not owned by a workflow (or ownedBy is malformed)',
  MODEL021: 'a resource other records refer to has no recordRepresentation (its records would read "#id")',
  MODEL022: 'a label, help text or message a person reads holds code (a code name, a file path, a reference to the spec)',
  MODEL023: 'the menu (resources/_menu.ts) is malformed: a section or a kind of role, or an unknown ability',
  MODEL024: 'a menu entry is placed in a section the menu does not declare, or cannot be read',
  MODEL025: 'the menu names an entry that does not exist in that section',
  MODEL026: 'a kind of role does not list each section open to it exactly once',
} as const;
export type ModelCode = keyof typeof MODEL_CODES;

export interface ModelIssue {
  code: ModelCode;
  file: string;
  path: string;
  message: string;
}

export class ModelCheckError extends Error {
  constructor(public readonly issues: ModelIssue[]) {
    super(
      'The resource model has errors:\n' +
        issues.map((i) => `  ${i.file}: ${i.code} ${i.message}${i.path ? ` (at ${i.path})` : ''}`).join('\n'),
    );
    this.name = 'ModelCheckError';
  }
  get codes(): ModelCode[] {
    return this.issues.map((i) => i.code);
  }
}

const enumValue = z.union([z.string(), z.number(), z.object({ id: z.union([z.string(), z.number()]), name: z.string(), group: z.string().optional(), help: z.string().optional() }).strict()]);
const access = z.union([z.string(), z.array(z.string()).min(1), z.literal(false)]);

const fieldSchema = z
  .object({
    type: z.enum(FIELD_TYPES),
    label: z.string().optional(),
    required: z.boolean().optional(),
    maxLength: z.number().int().positive().optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    values: z.array(enumValue).optional(),
    default: z.any().optional(),
    resource: z.string().optional(),
    unique: z.boolean().optional(),
    readOnly: z.boolean().optional(),
    format: z.enum(['email', 'url', 'phone', 'code']).optional(),
    index: z.union([z.boolean(), z.object({ followedBy: z.array(z.string()).min(1) }).strict()]).optional(),
    help: z.string().optional(),
    column: z.string().regex(/^[a-z][a-z0-9_]*$/).optional(),
    secret: z.boolean().optional(),
    ownedBy: z
      .object({ name: z.string().min(1), use: z.string().min(1), ruleSet: z.string().optional(), decides: z.record(z.string(), z.array(z.string())).optional() })
      .strict()
      .optional(),
  })
  .strict();

const resourceSchema = z
  .object({
    name: z.string().regex(/^[a-z][a-z0-9-]*$/),
    entity: z.string().regex(/^[A-Z][A-Za-z0-9]*$/),
    table: z.string().regex(/^[a-z][a-z0-9_]*$/),
    label: z.string().min(1),
    labelSingular: z.string().optional(),
    specId: z.string().optional(),
    idStrategy: z.enum(['serial', 'assigned']).optional(),
    recordRepresentation: z.string().optional(),
    fields: z.record(z.string(), fieldSchema),
    list: z
      .object({
        columns: z.array(z.string()).min(1),
        sort: z.object({ field: z.string(), order: z.enum(['ASC', 'DESC']) }).strict(),
        perPage: z.number().int().min(1).max(1000),
      })
      .strict(),
    filters: z
      .array(
        z
          .object({
            field: z.string(),
            type: z.enum(['q', 'select', 'boolean', 'dateRange', 'reference', 'number', 'text']),
            fields: z.array(z.string()).optional(),
            label: z.string().optional(),
            alwaysOn: z.boolean().optional(),
          })
          .strict(),
      )
      .optional(),
    sections: z.array(z.object({ title: z.string(), fields: z.array(z.string()).min(1) }).strict()).optional(),
    access: z.object({ list: access, show: access, create: access, update: access, delete: access }).strict(),
    audit: z.boolean(),
    softDelete: z.string().optional(),
    aliases: z
      .array(
        z
          .object({
            method: z.enum(['GET', 'POST', 'PUT', 'DELETE']),
            path: z.string(),
            action: z.enum(['list', 'show', 'create', 'update', 'delete']),
            shape: z.enum(['array', 'paged', 'record']).optional(),
            access: access.optional(),
            params: z.record(z.string(), z.string()).optional(),
          })
          .strict(),
      )
      .optional(),
    uiRoutes: z
      .object({ list: z.string().optional(), edit: z.string().optional(), create: z.string().optional(), show: z.string().optional() })
      .strict()
      .optional(),
    menu: z.object({ group: z.string(), icon: z.string().optional(), hidden: z.boolean().optional() }).strict().optional(),
    recordPage: z
      .string()
      .regex(/^\/[^?#]*:id(\/|$)/, 'an absolute path with :id, e.g. /institutions/details/:id')
      .optional(),
    recordAccess: z.unknown().optional(), // functions: checked below (MODEL016)
    inlineList: z
      .object({
        fields: z.array(z.string()).min(1),
        toggles: z.array(z.string()).optional(),
        removeReferences: z.string().min(1).optional(),
        section: z.string().min(1).optional(),
      })
      .strict()
      .optional(),
    unique: z
      .array(
        z.union([
          z.array(z.string()).min(1),
          z
            .object({
              fields: z.array(z.string()).min(1),
              where: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
              field: z.string().optional(),
              message: z.string().min(1).optional(),
            })
            .strict(),
        ]),
      )
      .optional(),
    checks: z
      .array(
        z
          .object({
            field: z.string(),
            after: z.string().optional(),
            notBefore: z.string().optional(),
            requiredWithout: z.string().optional(),
            excludedWith: z.string().optional(),
            requiredWhen: z.string().optional(),
            equals: z.union([z.string(), z.number(), z.boolean()]).optional(),
            message: z.string().min(1),
          })
          .strict(),
      )
      .optional(),
  })
  .strict();

/** recordAccess is { scope?, check?, message? } with at least one function (server/crud/record-access.ts). */
function checkRecordAccess(value: unknown, add: (message: string, path?: string) => void): void {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return add('recordAccess is an object { scope?, check?, message? }');
  const ra = value as Record<string, unknown>;
  for (const key of Object.keys(ra)) if (!['scope', 'check', 'message'].includes(key)) add(`unknown recordAccess key "${key}"`, `recordAccess.${key}`);
  if (ra.scope !== undefined && typeof ra.scope !== 'function') add('scope is a function (user, action) => true | false | where-clause', 'recordAccess.scope');
  if (ra.check !== undefined && typeof ra.check !== 'function') add('check is a function (user, change, lookup) => message | null', 'recordAccess.check');
  if (ra.message !== undefined && (typeof ra.message !== 'string' || !ra.message.trim())) add('message is a non-empty text', 'recordAccess.message');
  if (typeof ra.scope !== 'function' && typeof ra.check !== 'function') add('recordAccess needs a scope or a check function');
}

export interface LoadedResource {
  file: string;
  def: ResourceDef;
}

/** Checks the structure of every file, then how the resources fit together. Throws ModelCheckError. */
/** The screens.tsx overrides as read without running them (screen-overrides.ts), and the keys they may use. */
export interface ScreenOverridesToCheck {
  shapes: Record<string, ScreenOverrideShape>;
  keys: readonly string[];
  fieldKeys: readonly string[];
}

/** Field types a composite index may hold (a column of one value that an index orders). */
const INDEXABLE_TYPES = new Set(['string', 'text', 'integer', 'number', 'boolean', 'date', 'datetime', 'enum', 'reference']);

/** Field types a row of an inline list edits with a text box, a number box or a select. */
const INLINE_EDITABLE_TYPES = new Set(['string', 'text', 'integer', 'number', 'enum']);

export function checkModel(
  loaded: LoadedResource[],
  overrides: Record<string, Record<string, unknown>> = {},
  overrideKeys: readonly string[] = [],
  screens: ScreenOverridesToCheck = { shapes: {}, keys: [], fieldKeys: [] },
  workflows: readonly Workflow[] = [],
): ResourceDef[] {
  const issues: ModelIssue[] = [];
  const add = (code: ModelCode, file: string, path: string, message: string) => issues.push({ code, file, path, message });

  const valid: LoadedResource[] = [];
  for (const item of loaded) {
    const parsed = resourceSchema.safeParse(item.def);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        if (issue.code === 'unrecognized_keys') add('MODEL001', item.file, path, `unknown key ${issue.keys.map((k) => `"${k}"`).join(', ')}`);
        else add('MODEL002', item.file, path, issue.message);
      }
      continue;
    }
    valid.push(item);
  }

  const byName = new Map<string, LoadedResource>();
  const seenEntity = new Map<string, string>();
  const seenTable = new Map<string, string>();
  for (const item of valid) {
    const { def, file } = item;
    if (byName.has(def.name)) add('MODEL008', file, 'name', `resource "${def.name}" is also declared in ${byName.get(def.name)!.file}`);
    if (seenEntity.has(def.entity)) add('MODEL008', file, 'entity', `entity "${def.entity}" is also declared in ${seenEntity.get(def.entity)}`);
    if (seenTable.has(def.table)) add('MODEL008', file, 'table', `table "${def.table}" is also declared in ${seenTable.get(def.table)}`);
    byName.set(def.name, item);
    seenEntity.set(def.entity, file);
    seenTable.set(def.table, file);
  }

  const knownAbilities = new Set<string>([...ABILITY_NAMES, AUTHENTICATED]);
  for (const { def, file } of valid) {
    const fields = def.fields;
    const isField = (f: string) => f === 'id' || Object.hasOwn(fields, f);

    for (const [name, field] of Object.entries(fields)) {
      const at = `fields.${name}`;
      if (name === 'id') add('MODEL002', file, at, '"id" is implicit and cannot be declared');
      if (name === ROW_VERSION) add('MODEL002', file, at, `"${ROW_VERSION}" is implicit (every record's version) and cannot be declared`);
      if ((field.type === 'reference' || field.type === 'manyToMany') && !field.resource)
        add('MODEL009', file, at, `a ${field.type} field needs "resource"`);
      if (field.resource && field.type !== 'reference' && field.type !== 'manyToMany')
        add('MODEL009', file, at, `"resource" only fits reference and manyToMany fields`);
      if (field.resource && !byName.has(field.resource) && field.resource !== def.name)
        add('MODEL005', file, at, `references unknown resource "${field.resource}"`);
      if (field.type === 'enum' && !field.values?.length) add('MODEL009', file, at, 'an enum field needs "values"');
      if (field.values && field.type !== 'enum' && field.type !== 'stringList') add('MODEL009', file, at, '"values" only fits enum and stringList fields');
      if (field.maxLength && !['string', 'text', 'richtext'].includes(field.type)) add('MODEL009', file, at, '"maxLength" only fits text fields');
      if (field.type === 'reference' && !name.endsWith('Id')) add('MODEL009', file, at, 'a reference field name ends with "Id"');
      if (field.type === 'manyToMany' && !name.endsWith('Ids')) add('MODEL009', file, at, 'a manyToMany field name ends with "Ids"');
      if (typeof field.index === 'object')
        for (const next of [name, ...field.index.followedBy])
          if (next !== 'id' && !INDEXABLE_TYPES.has(Object.hasOwn(fields, next) ? fields[next].type : ''))
            add('MODEL002', file, `${at}.index`, Object.hasOwn(fields, next) ? `a ${fields[next].type} field ("${next}") cannot be part of an index` : `index names missing field "${next}"`);
    }

    def.list.columns.forEach((c, i) => {
      if (!isField(c)) add('MODEL003', file, `list.columns[${i}]`, `list column "${c}" is not a field`);
    });
    if (!isField(def.list.sort.field)) add('MODEL006', file, 'list.sort.field', `default sort on missing field "${def.list.sort.field}"`);

    (def.filters ?? []).forEach((f, i) => {
      const at = `filters[${i}]`;
      if (f.type === 'q') {
        if (f.field !== 'q') add('MODEL004', file, at, 'a full-text filter is named "q"');
        if (!f.fields?.length) add('MODEL004', file, at, 'a full-text filter needs "fields"');
        (f.fields ?? []).forEach((q) => {
          if (!isField(q)) add('MODEL004', file, at, `full-text field "${q}" is not a field`);
        });
      } else if (!isField(f.field)) add('MODEL004', file, at, `filter on missing field "${f.field}"`);
      else if (f.type === 'reference' && f.field !== 'id' && fields[f.field]?.type !== 'reference' && fields[f.field]?.type !== 'manyToMany')
        add('MODEL004', file, at, `reference filter on "${f.field}", which is not a reference`);
    });

    // secret fields (passwords, `secret: true`) answer no question about their value: a filter,
    // search or sort over one could rebuild it one comparison at a time
    const isSecretField = (f: string) => Object.hasOwn(fields, f) && (fields[f].type === 'password' || fields[f].secret === true);
    (def.filters ?? []).forEach((f, i) => {
      for (const name of f.type === 'q' ? (f.fields ?? []) : [f.field])
        if (isSecretField(name)) add('MODEL015', file, `filters[${i}]`, `${f.type === 'q' ? 'full-text search over' : 'filter on'} secret field "${name}"`);
    });
    if (isSecretField(def.list.sort.field)) add('MODEL015', file, 'list.sort.field', `default sort on secret field "${def.list.sort.field}"`);
    (def.aliases ?? []).forEach((a, i) => {
      for (const [param, field] of Object.entries(a.params ?? {}))
        if (isSecretField(field)) add('MODEL015', file, `aliases[${i}].params.${param}`, `alias parameter "${param}" maps to secret field "${field}"`);
    });

    (def.sections ?? []).forEach((s, i) =>
      s.fields.forEach((f) => {
        if (!isField(f)) add('MODEL010', file, `sections[${i}]`, `section "${s.title}" names missing field "${f}"`);
      }),
    );

    const rules: [string, unknown][] = [...Object.entries(def.access), ...(def.aliases ?? []).map((a, i) => [`aliases[${i}].access`, a.access ?? false] as [string, unknown])];
    for (const [action, rule] of rules as [string, string | readonly string[] | false][]) {
      if (rule === false) continue;
      for (const ability of typeof rule === 'string' ? [rule] : rule)
        if (!knownAbilities.has(ability)) add('MODEL007', file, action.startsWith('aliases') ? action : `access.${action}`, `unknown ability "${ability}"`);
    }

    if (def.softDelete && fields[def.softDelete]?.type !== 'boolean')
      add('MODEL012', file, 'softDelete', `softDelete field "${def.softDelete}" is not a boolean field`);

    (def.aliases ?? []).forEach((a, i) => {
      const at = `aliases[${i}]`;
      if (!a.path.startsWith('/api/')) add('MODEL011', file, at, `alias path "${a.path}" must start with /api/`);
      const needsId = a.action === 'show' || a.action === 'update' || a.action === 'delete';
      if (needsId && !a.path.includes(':id')) add('MODEL011', file, at, `a ${a.action} alias needs ":id" in its path`);
      if (!needsId && a.path.includes(':id')) add('MODEL011', file, at, `a ${a.action} alias takes no ":id"`);
      for (const [param, field] of Object.entries(a.params ?? {}))
        if (!isField(field)) add('MODEL004', file, `${at}.params.${param}`, `alias parameter "${param}" maps to missing field "${field}"`);
    });

    checkConstraints(def, (code, path, message) => add(code, file, path, message));

    if (def.recordAccess !== undefined) checkRecordAccess(def.recordAccess, (message, path = 'recordAccess') => add('MODEL016', file, path, message));

    if (def.inlineList) {
      def.inlineList.fields.forEach((f, i) => {
        const at = `inlineList.fields[${i}]`;
        if (!Object.hasOwn(fields, f)) add('MODEL019', file, at, `inline list field "${f}" is not a field`);
        else if (fields[f].readOnly || fields[f].ownedBy || !INLINE_EDITABLE_TYPES.has(fields[f].type))
          add('MODEL019', file, at, `inline list field "${f}" (${fields[f].readOnly ? 'read-only' : fields[f].ownedBy ? `owned by the ${fields[f].ownedBy.name} workflow` : fields[f].type}) cannot be edited in a row`);
      });
      (def.inlineList.toggles ?? []).forEach((f, i) => {
        if (fields[f]?.type !== 'boolean') add('MODEL019', file, `inlineList.toggles[${i}]`, `inline list toggle "${f}" is not a boolean field`);
      });
    }

    if (def.recordRepresentation && !isField(def.recordRepresentation))
      add('MODEL014', file, 'recordRepresentation', `"${def.recordRepresentation}" is not a field`);
    if (def.specId && isField(def.specId)) add('MODEL014', file, 'specId', `specId "${def.specId}" clashes with a field`);
    const loop = representationLoop(def, new Map([...byName].map(([name, item]) => [name, item.def])));
    if (loop) add('MODEL014', file, 'recordRepresentation', `the records are named through references that lead round: ${loop}`);
  }

  checkWords(valid, add);

  checkWorkflowOwnership(valid, workflows, (file, path, message) => add('MODEL020', file, path, message));

  for (const [name, parts] of Object.entries(overrides)) {
    if (!byName.has(name)) add('MODEL013', `server/resource-hooks/${name}.ts`, '', `override for unknown resource "${name}"`);
    for (const key of Object.keys(parts))
      if (!overrideKeys.includes(key)) add('MODEL013', `server/resource-hooks/${name}.ts`, key, `unknown override key "${key}"`);
  }

  // screens.tsx runs in the browser only: its shape was read without running it
  for (const [name, shape] of Object.entries(screens.shapes)) {
    const def = byName.get(name)?.def;
    if (!def) add('MODEL013', shape.file, '', `screen override for unknown resource "${name}"`);
    for (const problem of shape.problems) add('MODEL013', shape.file, '', problem);
    for (const key of shape.keys) if (!screens.keys.includes(key)) add('MODEL013', shape.file, key, `unknown screen override key "${key}"`);
    for (const [field, keys] of Object.entries(shape.fields)) {
      if (def && field !== 'id' && !Object.hasOwn(def.fields, field)) add('MODEL013', shape.file, `fields.${field}`, `screen override for unknown field "${field}" of "${name}"`);
      for (const key of keys) if (!screens.fieldKeys.includes(key)) add('MODEL013', shape.file, `fields.${field}.${key}`, `unknown field override key "${key}"`);
    }
  }

  if (issues.length) throw new ModelCheckError(issues);
  return valid.map((v) => v.def);
}

// The declarative resource model. Pure data and types only: the server (entities, API, AdminJS)
// and the admin UI (screens) both import it, so nothing here may touch Node or the browser.

export const FIELD_TYPES = [
  'string', // short text (maxLength, format)
  'text', // long plain text
  'richtext', // HTML, sanitized on the server
  'integer',
  'number',
  'boolean',
  'date', // YYYY-MM-DD
  'datetime', // ISO timestamp
  'enum', // one of `values`
  'reference', // many-to-one to `resource`
  'manyToMany', // list of ids of `resource`
  'stringList', // list of strings, optionally limited to `values`
  'json',
  'password', // write-only, stored as an argon2 hash, never returned
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/**
 * A workflow that alone sets some fields (a review's decision, a submission's status): the generic
 * paths (REST, spec aliases, /ops) refuse a write of such a field with `ownedFieldMessage`, and the
 * generated screens show it read-only. The workflows are spec constants (resources/_workflows.ts).
 */
export interface Workflow {
  /** its name in a sentence: "review" → "Set by the review workflow" */
  name: string;
  /** what a person does instead: "use Approve / Not approve on the review screen" */
  use: string;
  /** the rule set (rules/<name>.json) whose evaluation decides the fields, when one does */
  ruleSet?: string;
  /** the fields the rule set decides, by resource: each must be owned by this workflow (MODEL020) */
  decides?: Readonly<Record<string, readonly string[]>>;
}

/** The field message of a refused write of a field a workflow owns. */
export const ownedFieldMessage = (w: Workflow) => `Set by the ${w.name} workflow: ${w.use}.`;

/** A field no form writes: the server sets it (readOnly) or a workflow does (ownedBy). */
export const isSetByServer = (f: Pick<FieldDef, 'readOnly' | 'ownedBy'>): boolean => f.readOnly === true || f.ownedBy !== undefined;

/** `group` heads the value on screens that group choices (abilities); `help` explains it there. */
export type EnumValue = string | number | { id: string | number; name: string; group?: string; help?: string };

export interface FieldDef {
  type: FieldType;
  label?: string;
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  /** allowed values for enum and stringList */
  values?: readonly EnumValue[];
  default?: string | number | boolean | null | readonly unknown[];
  /** reference / manyToMany target resource name */
  resource?: string;
  unique?: boolean;
  /** the server sets it; clients cannot write it */
  readOnly?: boolean;
  /** a workflow sets it: every generic write of it is refused with a message naming the workflow */
  ownedBy?: Workflow;
  /** string formats checked by validation */
  format?: 'email' | 'url' | 'phone' | 'code';
  /**
   * explicit database index (filters and sort keys get one automatically); `{ followedBy: [...] }`
   * also indexes this field together with those, in that order: a filter on this field sorted by
   * them reads its page straight from that index (institutions: a county's list by CDS code)
   */
  index?: boolean | { followedBy: readonly string[] };
  help?: string;
  /** database column name when it must differ from the snake_cased field name */
  column?: string;
  /** write-only: never returned, filtered, sorted or searched (passwords are secret without it) */
  secret?: boolean;
}

export type FilterType = 'q' | 'select' | 'boolean' | 'dateRange' | 'reference' | 'number' | 'text';

export interface FilterDef {
  /** the field filtered on; `q` for full text */
  field: string;
  type: FilterType;
  /** for `q`: the fields searched */
  fields?: readonly string[];
  label?: string;
  /** shown without the user adding it */
  alwaysOn?: boolean;
}

export type CrudAction = 'list' | 'show' | 'create' | 'update' | 'delete';

/** An ability name, a list of them (any one suffices), 'authenticated' (any signed-in staff) or false (never). */
export type AccessRule = string | readonly string[] | false;

/** The signed-in user as access functions see it (the server's session user fits it). */
export interface AccessUser {
  id: number;
  roleId: number | null;
  abilities: readonly string[];
}

/** A filter on this resource's fields, in MikroORM's query syntax ($eq $ne $in $nin $and $or $not). */
export type RecordWhere = Record<string, unknown>;

/** Which records an action reaches: every one (true), none (false), or those matching the where-clause. */
export type RecordScope = boolean | RecordWhere;

/** A write as the per-record check sees it: the record before (null on create) and after (null on delete). */
export interface RecordChange {
  action: 'create' | 'update' | 'delete';
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** What a per-record check may read: another record of the model, serialized, or null. */
export interface RecordLookup {
  load: (resource: string, id: number) => Promise<Record<string, unknown> | null>;
  /** how many records of a resource match a where-clause (who else refers to this record) */
  count: (resource: string, where: RecordWhere) => Promise<number>;
}

/**
 * Access per record (as Payload's access functions): evaluated per request, after the action's
 * ability. `scope` narrows the records an action reaches (lists leave the others out, a record out of
 * reach answers 403 with `message`); a create or update must also leave the record within its
 * scope. `check` refuses one write with a message for rules a filter cannot say (it compares the
 * values before and after, or reads another record). Pure functions: the admin UI imports the model.
 */
export interface RecordAccess {
  scope?: (user: AccessUser, action: CrudAction) => RecordScope;
  check?: (user: AccessUser, change: RecordChange, lookup: RecordLookup) => string | null | Promise<string | null>;
  /** the 403 message for a record outside the scope */
  message?: string;
}

export type AliasShape = 'array' | 'paged' | 'record';

export interface AliasDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** express path; the record id parameter is written `:id` */
  path: string;
  action: CrudAction;
  /** list answers: a bare array (default) or { total, result } paged by pageNumber/pageSize */
  shape?: AliasShape;
  /** ability for this path when it differs from the action's (e.g. a lookup view of a guarded list) */
  access?: AccessRule;
  /** list aliases: the spec's query parameter names mapped to fields; a comma-separated value means any of */
  params?: Record<string, string>;
}

export interface SectionDef {
  title: string;
  fields: readonly string[];
}

/** Values a partial unique constraint's `where` compares fields with. */
export type ConstraintValue = string | number | boolean;

/**
 * Fields whose values together appear on one record at most. `where` limits the rule to the records
 * matching it (a partial unique index: one active version per rule set, names unique among records
 * not deleted). A clash is refused with a 400 whose modelState names `field` (default: the last one).
 */
export interface UniqueConstraint {
  fields: readonly string[];
  where?: Readonly<Record<string, ConstraintValue>>;
  field?: string;
  message?: string;
}

/**
 * A rule between two fields of one record, checked on every create and update against the record as
 * it will be stored (the stored values with the body's on top), when both values are set. Dates
 * compare by day, numbers by value. The message goes on `field`.
 */
export interface CrossFieldCheck {
  field: string;
  /** `field` must be later (greater) than this field */
  after?: string;
  /** `field` must be the same as or later (greater) than this field */
  notBefore?: string;
  /** `field` must be set when this field is not (one of two owners) */
  requiredWithout?: string;
  /** `field` must be empty when this field is set (never both owners) */
  excludedWith?: string;
  /** `field` must be set when this field holds `equals` (school type Other names its type) */
  requiredWhen?: string;
  equals?: string | number | boolean;
  message: string;
}

/**
 * Every record carries this number, raised by each write: an update sends back the one it read
 * (body field or If-Match) and is refused with 409 when someone else wrote in between.
 */
export const ROW_VERSION = 'rowVersion';

/**
 * A list edited where it stands (admin-ui/builder/inline-list): search, an add row, each row edited in
 * place and saved at once with an Undo, removal after confirmation, soft-deleted rows kept and marked,
 * the audit history of each row. It replaces the generated list screen and is shown at the list route
 * (uiRoutes.list, e.g. the spec's /settings/tags; /<name> leads there).
 */
export interface InlineListDef {
  /** fields shown as columns and edited in a row and in the add row, in order (text, number or enum) */
  fields: readonly string[];
  /** boolean fields shown as a chip when set and switched by a button of the row ("Mark deprecated") */
  toggles?: readonly string[];
  /** the removal also offers to detach the records that use this one (default: keep them); the offer's text */
  removeReferences?: string;
  /** the titled area the screen belongs to ("Site Settings"): the page title ends with it, and the
   *  area's other pages (menu entries under the same first path segment) show as tabs */
  section?: string;
}

export interface ResourceDef {
  /** REST segment (/api/rest/{name}) and react-admin resource name, kebab-case plural */
  name: string;
  /** entity class name, PascalCase singular */
  entity: string;
  /** database table, snake_case */
  table: string;
  label: string;
  labelSingular?: string;
  /** the spec's name for the key (tagId, rubricId …), added to alias answers and accepted in bodies */
  specId?: string;
  /** 'serial' (default): the database numbers rows; 'assigned': ids come from the data (lookups) */
  idStrategy?: 'serial' | 'assigned';
  /** field shown when another screen refers to a record */
  recordRepresentation?: string;
  fields: Record<string, FieldDef>;
  list: {
    columns: readonly string[];
    sort: { field: string; order: 'ASC' | 'DESC' };
    perPage: number;
  };
  filters?: readonly FilterDef[];
  /** show / edit / create layout; defaults to one section with every field */
  sections?: readonly SectionDef[];
  access: Record<CrudAction, AccessRule>;
  audit: boolean;
  /** DELETE sets this boolean field instead of removing the row */
  softDelete?: string;
  /** unique combinations of fields: a list of field names, or a constraint with `where` (see UniqueConstraint) */
  unique?: readonly (readonly string[] | UniqueConstraint)[];
  /** rules between fields (end after start), enforced by the API, the screens and /ops */
  checks?: readonly CrossFieldCheck[];
  aliases?: readonly AliasDef[];
  /** spec routes of the admin UI that lead to the generated screens */
  uiRoutes?: { list?: string; edit?: string; create?: string; show?: string };
  /**
   * A record's own page when it is a hand-built screen ('/institutions/details/:id'): the generated
   * list's row click and every reference field pointing at this resource open it instead of the
   * generated edit / show screens.
   */
  recordPage?: string;
  menu?: { group: string; icon?: string; hidden?: boolean };
  /** the list is one screen edited in place instead of the generated list (admin-ui/builder/inline-list) */
  inlineList?: InlineListDef;
  /** access per record, beyond the ability of each action */
  recordAccess?: RecordAccess;
}

/** Identity helper that gives resource files type checking. */
export function defineResource<const T extends ResourceDef>(def: T): T {
  return def;
}

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

export type EnumValue = string | number | { id: string | number; name: string };

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
  /** string formats checked by validation */
  format?: 'email' | 'url' | 'phone' | 'code';
  /** explicit database index (filters and sort keys get one automatically) */
  index?: boolean;
  help?: string;
  /** database column name when it must differ from the snake_cased field name */
  column?: string;
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
  aliases?: readonly AliasDef[];
  /** spec routes of the admin UI that lead to the generated screens */
  uiRoutes?: { list?: string; edit?: string; create?: string; show?: string };
  menu?: { group: string; icon?: string; hidden?: boolean };
}

/** Identity helper that gives resource files type checking. */
export function defineResource<const T extends ResourceDef>(def: T): T {
  return def;
}

// The screen overrides the UI declares (resources/_screen-overrides.ts: which resource's screens it
// extends, with which keys and fields), in the shape the model check holds to the model (MODEL013,
// check.ts). A declaration is plain data, so it is imported, never parsed: the override's code
// (React) stays on the UI side, held to its declaration by the compiler (app/screen-overrides.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { codeFile, REPO_ROOT } from '../repo-paths.js';

export interface ScreenOverrideShape {
  /** repository-relative file, for the check's messages */
  file: string;
  /** keys of the override (list, show, edit, create, editScreen, createScreen, fields) */
  keys: string[];
  /** `fields`: field name → its keys (input, field, validate) */
  fields: Record<string, string[]>;
  /** why the declaration could not be read; the check reports it */
  problems: string[];
}

export const SCREEN_OVERRIDES_FILE = codeFile('_screen-overrides');

const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** The shape of one resource's declaration ({ keys?, fields? }). */
export function declarationShape(declaration: unknown, file: string): ScreenOverrideShape {
  const shape: ScreenOverrideShape = { file, keys: [], fields: {}, problems: [] };
  if (typeof declaration !== 'object' || declaration === null) {
    shape.problems.push('a declaration is an object { keys?, fields? }');
    return shape;
  }
  const { keys = [], fields, ...rest } = declaration as { keys?: unknown; fields?: unknown };
  for (const key of Object.keys(rest)) shape.problems.push(`a declaration has only "keys" and "fields", not "${key}"`);
  if (isTextList(keys)) shape.keys.push(...keys);
  else shape.problems.push('"keys" is a list of screen override keys');
  if (fields === undefined) return shape;
  shape.keys.push('fields');
  if (typeof fields !== 'object' || fields === null) {
    shape.problems.push('"fields" is an object of field names');
    return shape;
  }
  for (const [name, parts] of Object.entries(fields)) {
    if (isTextList(parts)) shape.fields[name] = parts;
    else {
      shape.problems.push(`"fields.${name}" is a list of field override keys`);
      shape.fields[name] = [];
    }
  }
  return shape;
}

/** The declarations of `dir`/_screen-overrides.ts (SCREEN_OVERRIDES), keyed by resource name. */
export async function readScreenOverrides(dir: string): Promise<Record<string, ScreenOverrideShape>> {
  const file = path.join(dir, SCREEN_OVERRIDES_FILE);
  if (!existsSync(file)) return {};
  const { SCREEN_OVERRIDES } = (await import(pathToFileURL(file).href)) as { SCREEN_OVERRIDES?: Record<string, unknown> };
  const relative = path.relative(REPO_ROOT, file);
  if (typeof SCREEN_OVERRIDES !== 'object' || SCREEN_OVERRIDES === null)
    return { [SCREEN_OVERRIDES_FILE]: { file: relative, keys: [], fields: {}, problems: ['the file exports SCREEN_OVERRIDES, an object of resource names'] } };
  return Object.fromEntries(Object.entries(SCREEN_OVERRIDES).map(([name, declaration]) => [name, declarationShape(declaration, relative)]));
}

// Reads the shape of every resources/overrides/<name>/screens.tsx without running it: those files are
// browser code (React, MUI), so the start-up check parses their default export with the TypeScript
// compiler instead of importing them. What it finds (the keys of the export and of its `fields`) is
// checked against the model by checkModel (MODEL013), at start-up and in the UI build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type * as TS from 'typescript';

export interface ScreenOverrideShape {
  /** repository-relative file, for the check's messages */
  file: string;
  /** keys of the default export (list, show, edit, create, fields) */
  keys: string[];
  /** `fields`: field name → its keys (input, field) */
  fields: Record<string, string[]>;
  /** why the default export could not be read statically; the check reports it */
  problems: string[];
}

export const SCREENS_FILE = 'screens.tsx';

type Ts = typeof TS;

/** Unwraps `x as T`, `x satisfies T`, `(x)` and `defineScreenOverrides(x)`. */
function unwrap(ts: Ts, node: TS.Expression): TS.Expression {
  for (;;) {
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) node = node.expression;
    else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.arguments.length === 1) node = node.arguments[0];
    else return node;
  }
}

/** The initializer of a top-level `const name = …` of the file. */
function constInitializer(ts: Ts, source: TS.SourceFile, name: string): TS.Expression | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations)
      if (ts.isIdentifier(decl.name) && decl.name.text === name && decl.initializer) return decl.initializer;
  }
  return undefined;
}

/** An object literal the expression stands for (directly or through a top-level const). */
function objectLiteral(ts: Ts, source: TS.SourceFile, expr: TS.Expression): TS.ObjectLiteralExpression | undefined {
  let node = unwrap(ts, expr);
  if (ts.isIdentifier(node)) {
    const init = constInitializer(ts, source, node.text);
    if (!init) return undefined;
    node = unwrap(ts, init);
  }
  return ts.isObjectLiteralExpression(node) ? node : undefined;
}

function propertyName(ts: Ts, prop: TS.ObjectLiteralElementLike): string | undefined {
  if (ts.isSpreadAssignment(prop)) return undefined;
  const name = prop.name;
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

/** Keys of an object literal; spreads and computed names cannot be known without running the file. */
function keysOf(ts: Ts, obj: TS.ObjectLiteralExpression, where: string, problems: string[]): { name: string; prop: TS.ObjectLiteralElementLike }[] {
  const out: { name: string; prop: TS.ObjectLiteralElementLike }[] = [];
  for (const prop of obj.properties) {
    const name = propertyName(ts, prop);
    if (name === undefined) problems.push(`${where} has a spread or computed key; write the keys out so they can be checked`);
    else out.push({ name, prop });
  }
  return out;
}

/** The compiler, loaded only when there is a screens.tsx to read (it is a large module). */
export async function loadTypeScript(): Promise<Ts> {
  const mod = (await import('typescript')) as unknown as { default?: Ts } & Ts;
  return mod.default ?? mod;
}

export function screenOverrideShape(ts: Ts, text: string, file: string): ScreenOverrideShape {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const shape: ScreenOverrideShape = { file, keys: [], fields: {}, problems: [] };
  const exported = source.statements.find((s): s is TS.ExportAssignment => ts.isExportAssignment(s) && !s.isExportEquals);
  const root = exported ? objectLiteral(ts, source, exported.expression) : undefined;
  if (!root) {
    shape.problems.push('the default export must be an object literal, e.g. defineScreenOverrides({ edit: MyEdit })');
    return shape;
  }
  for (const { name, prop } of keysOf(ts, root, 'the default export', shape.problems)) {
    shape.keys.push(name);
    if (name !== 'fields') continue;
    const value = ts.isPropertyAssignment(prop) ? prop.initializer : ts.isShorthandPropertyAssignment(prop) ? prop.name : undefined;
    const fields = value ? objectLiteral(ts, source, value) : undefined;
    if (!fields) {
      shape.problems.push('"fields" must be an object literal of field names');
      continue;
    }
    for (const field of keysOf(ts, fields, '"fields"', shape.problems)) {
      const inner = ts.isPropertyAssignment(field.prop) ? field.prop.initializer : ts.isShorthandPropertyAssignment(field.prop) ? field.prop.name : undefined;
      const parts = inner ? objectLiteral(ts, source, inner) : undefined;
      if (!parts) {
        shape.problems.push(`"fields.${field.name}" must be an object literal { input?, field? }`);
        shape.fields[field.name] = [];
      } else shape.fields[field.name] = keysOf(ts, parts, `"fields.${field.name}"`, shape.problems).map((k) => k.name);
    }
  }
  return shape;
}

/** Every overrides/<name>/screens.tsx under `dir`, keyed by the folder (resource) name. */
export async function readScreenOverrides(dir: string): Promise<Record<string, ScreenOverrideShape>> {
  const out: Record<string, ScreenOverrideShape> = {};
  if (!existsSync(dir)) return out;
  const folders = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, SCREENS_FILE)));
  if (!folders.length) return out;
  const ts = await loadTypeScript();
  const root = path.resolve(dir, '../..');
  for (const { name } of folders.sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(dir, name, SCREENS_FILE);
    out[name] = screenOverrideShape(ts, readFileSync(file, 'utf8'), path.relative(root, file));
  }
  return out;
}

// One contract between server and screens (issue 21): each call's input and output type is declared
// once, in core/contract/<area>.ts, imported by the server that produces it and by the screen's API
// file that calls it. So a screen's API file (custom-screens/**/*-api.ts, admin-ui/**/*-api.ts)
// declares no payload type of its own, and the contract imports nothing outside core/.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Decision } from '../../core/contract/review.js';
import type { QueueType, SubmissionStatus } from '../../core/contract/queues.js';
import type { Scenario } from '../../core/contract/submitted.js';
import type { AuditCancelResponse, AuditRemovalScope, CourseAuditStatus } from '../../core/contract/self-reported.js';
import type { ImpersonationKind } from '../../core/contract/impersonation.js';
import type { FormKind } from '../../core/contract/institution-details.js';
import { FACET_FIELDS, type FacetField } from '../../core/contract/course-search.js';
import type { LastChangeJson } from '../../core/contract/audit.js';
import type { AUDIT_CANCEL_RESPONSES, AUDIT_REMOVAL_SCOPES, COURSE_AUDIT_STATUSES } from '../../resources/_course-audits.js';
import type { QUEUE_TYPES, REVIEW_DECISIONS, SUBMISSION_SCENARIOS, SUBMISSION_STATUSES } from '../../resources/_enums.js';
import type { IMPERSONATION_KINDS } from '../../server/impersonation/rules.js';
import type { FORM_TYPES } from '../../server/institutions/form-fields.js';
import { FACET_GROUPS } from '../../server/search/engine/facet-groups.js';
import type { AuditEntry } from '../../server/db/system-entities.js';

const root = path.resolve(import.meta.dirname, '../..');

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && keep(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

const parse = (file: string) => ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
const isExported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/**
 * Not a payload: an interface of methods only (a service's handle), a function signature (how a call is
 * made), or the type of the file's own code (ReturnType<typeof api>). Everything else describes data.
 */
function describesPayload(node: ts.InterfaceDeclaration | ts.TypeAliasDeclaration): boolean {
  if (ts.isInterfaceDeclaration(node)) return node.members.some((m) => !ts.isMethodSignature(m));
  const type = node.type;
  if (ts.isFunctionTypeNode(type)) return false;
  const ownCode = ts.isTypeReferenceNode(type) && type.typeName.getText() === 'ReturnType' && type.typeArguments?.length === 1 && ts.isTypeQueryNode(type.typeArguments[0]);
  return !ownCode;
}

/** The payload types a screen's API file declares or passes on under its own name. */
function payloadDeclarations(file: string): string[] {
  const found: string[] = [];
  for (const node of parse(file).statements) {
    if ((ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) && isExported(node) && describesPayload(node)) found.push(`${file}: ${node.name.text}`);
    // `export type { X }` / `export { type X } from …`: a second name for a type declared elsewhere
    if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause)) {
      for (const e of node.exportClause.elements) if (node.isTypeOnly || e.isTypeOnly) found.push(`${file}: ${e.name.text} (re-exported)`);
    }
  }
  return found;
}

describe('the contract between server and screens', () => {
  const apiFiles = [...filesUnder('custom-screens', (n) => n.endsWith('-api.ts')), ...filesUnder('admin-ui', (n) => n.endsWith('-api.ts'))];

  it('finds the screens’ API files', () => {
    expect(apiFiles).toContain('custom-screens/review/review-api.ts');
    expect(apiFiles).toContain('admin-ui/dashboard/queues/queue-api.ts');
  });

  it('a screen’s API file declares no payload type: it imports the call’s types from core/contract', () => {
    expect(apiFiles.flatMap(payloadDeclarations)).toEqual([]);
  });

  it('tells a payload from a handle or a signature', () => {
    const aliases = (source: string) =>
      ts.createSourceFile('x.ts', source, ts.ScriptTarget.Latest, true).statements.filter((s): s is ts.InterfaceDeclaration | ts.TypeAliasDeclaration => ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)).map(describesPayload);
    expect(aliases('export interface Row { id: number }')).toEqual([true]);
    expect(aliases("export type Tab = 'a' | 'b';")).toEqual([true]);
    expect(aliases('export type Page = Wire<Answer>;')).toEqual([true]);
    expect(aliases('export interface Api { read(id: number): Promise<Row> }')).toEqual([false]);
    expect(aliases('export type Call = <T>(path: string) => Promise<T>;')).toEqual([false]);
    expect(aliases('export type Api = ReturnType<typeof api>;')).toEqual([false]);
  });

  it('core/contract imports nothing outside core/', () => {
    const outside = filesUnder('core/contract', (n) => n.endsWith('.ts')).flatMap((file) =>
      parse(file)
        .statements.filter((s): s is ts.ImportDeclaration | ts.ExportDeclaration => (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier !== undefined)
        .map((s) => (s.moduleSpecifier as ts.StringLiteral).text)
        .filter((spec) => !spec.startsWith('.') || !path.resolve(root, path.dirname(file), spec).startsWith(path.join(root, 'core') + path.sep))
        .map((spec) => `${file} imports ${spec}`),
    );
    expect(outside).toEqual([]);
  });

  // The contract writes the model's words out (it may not import resources/); tsc holds them equal.
  it('the contract’s words are the model’s', () => {
    type Ids<T extends readonly { id: unknown }[]> = T[number]['id'];
    expectTypeOf<Decision>().toEqualTypeOf<Ids<typeof REVIEW_DECISIONS>>();
    expectTypeOf<QueueType>().toEqualTypeOf<Ids<typeof QUEUE_TYPES>>();
    expectTypeOf<SubmissionStatus>().toEqualTypeOf<Ids<typeof SUBMISSION_STATUSES>>();
    expectTypeOf<Scenario>().toEqualTypeOf<Ids<typeof SUBMISSION_SCENARIOS>>();
    expectTypeOf<CourseAuditStatus>().toEqualTypeOf<Ids<typeof COURSE_AUDIT_STATUSES>>();
    expectTypeOf<AuditRemovalScope>().toEqualTypeOf<Ids<typeof AUDIT_REMOVAL_SCOPES>>();
    expectTypeOf<AuditCancelResponse>().toEqualTypeOf<Ids<typeof AUDIT_CANCEL_RESPONSES>>();
    expectTypeOf<ImpersonationKind>().toEqualTypeOf<keyof typeof IMPERSONATION_KINDS>();
    expectTypeOf<FormKind>().toEqualTypeOf<keyof typeof FORM_TYPES>();
    expectTypeOf<LastChangeJson['auditType']>().toEqualTypeOf<AuditEntry['auditType']>();
  });

  it('the course search’s facet fields are the engine’s groups, in their order', () => {
    expectTypeOf<FacetField>().toEqualTypeOf<(typeof FACET_GROUPS)[number]['field']>();
    expect(FACET_GROUPS.map((g) => g.field)).toEqual([...FACET_FIELDS]);
  });
});

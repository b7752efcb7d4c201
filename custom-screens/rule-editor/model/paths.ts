// Paths into a definition, written the way the server names them in its problems and modelState
// keys: rules[0].conditions.all[1].fact. Each editor part knows its path, so a server error lands
// beside the control it is about.
import type { DefinitionProblem } from '../../../core/contract/rules.js';

export type Path = readonly (string | number)[];

export function pathText(path: Path): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');
}

export type ProblemIndex = ReadonlyMap<string, string[]>;

export function indexProblems(problems: readonly DefinitionProblem[]): ProblemIndex {
  const index = new Map<string, string[]>();
  for (const p of problems) index.set(p.path, [...(index.get(p.path) ?? []), p.message]);
  return index;
}

/** The server's modelState ({ path: messages }) as problems; "definition" stands for the whole. */
export function problemsFromModelState(modelState: Record<string, string | string[]>): DefinitionProblem[] {
  return Object.entries(modelState).flatMap(([path, messages]) =>
    (Array.isArray(messages) ? messages : [messages]).map((message) => ({ path: path === 'definition' ? '' : path, message })),
  );
}

/** How many problems lie at or under a path (a rule card's badge, a tab's count). */
export function countProblemsUnder(index: ProblemIndex, prefix: string): number {
  let n = 0;
  for (const [path, messages] of index) if (path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`)) n += messages.length;
  return n;
}

// What a caller may tell the rules: every fact except the derived ones, which the server always
// works out itself (an analyst sending minApprovalValue 0 must not approve a rubric of 1).
import type { FactsModule } from './types.js';

export function callerFacts(module: FactsModule, input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([name]) => !module.facts[name]?.derived));
}

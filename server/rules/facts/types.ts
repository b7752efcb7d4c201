// What a rule set's facts module declares: the facts rules may name (core/rules/facts.ts), who may
// evaluate the set, and how derived facts are made.
import type { EntityManager } from '@mikro-orm/postgresql';
import { officeToday } from '../../../core/time/office-time.js';
import type { FactDef } from '../../../core/rules/facts.js';

export interface FactContext {
  /** database access for facts drawn from settings or lookups; absent in pure test runs */
  em?: EntityManager;
  /** YYYY-MM-DD; the office's date unless given */
  today: string;
}

export interface FactsModule {
  ruleSet: string;
  /** who may call evaluate on this rule set, besides the rule editors (AdminManageRules): the screens that use it */
  evaluators: readonly string[];
  facts: Record<string, FactDef>;
  /** fills in derived facts the caller did not give */
  derive: (input: Record<string, unknown>, ctx: FactContext) => Promise<Record<string, unknown>>;
}

/** Today in the office (America/Los_Angeles), YYYY-MM-DD. */
export const todayIso = () => officeToday();

// What a rule set's facts module declares: the facts rules may name, and how derived ones are made.
import type { EntityManager } from '@mikro-orm/postgresql';
import { officeToday } from '../../../core/time/office-time.js';

export type FactType = 'number' | 'string' | 'boolean' | 'date' | 'list';

export interface FactDef {
  /** what the screens call it ("Rubric value"), never its name (checked at start-up, server/rules/check.ts) */
  label: string;
  type: FactType;
  /** what it holds, in a sentence: the rule editor's help under the fact */
  description: string;
  /**
   * computed by the server from the other facts, settings or the date: a caller of evaluate cannot
   * give it (only the rule editor's test cases and the simulation's recorded facts set it)
   */
  derived?: boolean;
  /** values an editor can choose from */
  values?: readonly (string | number)[];
}

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

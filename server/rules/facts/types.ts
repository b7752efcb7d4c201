// What a rule set's facts module declares: the facts rules may name, and how derived ones are made.
import type { EntityManager } from '@mikro-orm/postgresql';

export type FactType = 'number' | 'string' | 'boolean' | 'date' | 'list';

export interface FactDef {
  type: FactType;
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
  /** YYYY-MM-DD; the server's date unless given */
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

export const todayIso = () => new Date().toISOString().slice(0, 10);

// The rules as the server runs them: the active version of each set, its engine built once per
// version and reused, refreshed on every instance when a version is activated.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { notFound } from '../http/errors.js';
import { logger } from '../log.js';
import { compile, evaluate, type CompiledRuleSet } from './engine.js';
import type { Outcome } from '../../core/contract/rules.js';
import { FACTS_MODULES } from './facts/index.js';
import { todayIso } from './facts/types.js';
import { ensureShippedRuleSets } from './defaults.js';
import { listenForRuleChanges, type Listener } from './notify.js';
import { toDefinition, type StoredRuleSet, type StoredVersion } from './stored.js';
import { countRuleEvaluation } from '../operations/metrics.js';

export interface ActiveRuleSet {
  set: StoredRuleSet;
  version: StoredVersion;
  compiled: CompiledRuleSet;
}

export interface EvaluationResult {
  ruleSet: string;
  versionId: number;
  version: number;
  facts: Record<string, unknown>;
  outcome: Outcome;
  evaluationId?: number;
}

export class RuleRuntime {
  private readonly active = new Map<string, ActiveRuleSet>();
  private readonly engines = new Map<number, CompiledRuleSet>();
  private listener?: Listener;
  private readonly loading = new Map<string, Promise<void>>();

  constructor(private readonly orm: MikroORM) {}

  async start(): Promise<void> {
    await ensureShippedRuleSets(this.orm);
    // LISTEN first, then load: a change committed in between is heard. Every reconnection of the
    // listener loads them all again, since the notifications sent while it was away are lost.
    this.listener = await listenForRuleChanges(
      this.orm,
      (name) => {
        this.refresh(name).catch((err) => logger.error({ err, ruleSet: name }, 'could not reload a rule set'));
      },
      { onConnected: () => this.reloadAll() },
    );
  }

  /** Loads the active version of every rule set. */
  async reloadAll(): Promise<void> {
    const sets = (await this.orm.em.fork().find('RuleSet', {})) as StoredRuleSet[];
    for (const s of sets) await this.refresh(s.name);
  }

  async stop(): Promise<void> {
    await this.listener?.stop();
  }

  /** Forgets every compiled engine and loads the active versions again (the caches screen). */
  async rebuildEngines(): Promise<void> {
    this.engines.clear();
    await this.reloadAll();
  }

  /** Compiled engines held now (active versions and drafts tried). */
  get engineCount(): number {
    return this.engines.size;
  }

  /** The engine of a version, built the first time it is needed. */
  engineFor(set: StoredRuleSet, version: StoredVersion): CompiledRuleSet {
    let compiled = this.engines.get(version.id);
    if (!compiled) {
      compiled = compile(toDefinition(set, version));
      this.engines.set(version.id, compiled);
    }
    return compiled;
  }

  /** Forgets a draft's engine after it was edited. */
  forget(versionId: number): void {
    this.engines.delete(versionId);
  }

  /**
   * Loads a rule set's active version. Loads of one set run one after another, so one that read an
   * older state can never finish after (and overwrite) one that read a newer state.
   */
  refresh(name: string): Promise<void> {
    const next = (this.loading.get(name) ?? Promise.resolve()).catch(() => {}).then(() => this.load(name));
    this.loading.set(name, next);
    return next;
  }

  private async load(name: string): Promise<void> {
    const em = this.orm.em.fork();
    const set = await em.findOne<StoredRuleSet>('RuleSet', { name });
    if (!set?.activeVersionId) return void this.active.delete(name);
    const version = (await em.findOne<StoredVersion>('RuleSetVersion', { id: set.activeVersionId }))!;
    this.active.set(name, { set, version, compiled: this.engineFor(set, version) });
  }

  get(name: string): ActiveRuleSet {
    const a = this.active.get(name);
    if (!a) throw notFound(`There is no rule set "${name}".`);
    return a;
  }

  names(): string[] {
    return [...this.active.keys()].sort();
  }

  /** Evaluates facts with the active version; `record` keeps the evaluation with its explanation. */
  async evaluate(name: string, input: Record<string, unknown>, opts: { em?: EntityManager; record?: { context?: string; userName: string } } = {}): Promise<EvaluationResult> {
    const a = this.get(name);
    // counted once the set is known to exist: the label never takes a name from the caller
    const { facts, outcome } = await evaluate(a.compiled, FACTS_MODULES[name], input, { em: opts.em, today: todayIso() }).catch((err: unknown) => {
      countRuleEvaluation(this.orm, name, 'error');
      throw err;
    });
    countRuleEvaluation(this.orm, name, outcome.allowed ? 'allowed' : 'refused');
    const result: EvaluationResult = { ruleSet: name, versionId: a.version.id, version: a.version.version, facts, outcome };
    if (opts.record && opts.em) {
      const row = opts.em.create('RuleEvaluation', {
        ruleSetId: a.set.id,
        versionId: a.version.id,
        context: opts.record.context ?? null,
        facts,
        outcome,
        allowed: outcome.allowed,
        userName: opts.record.userName,
        createdAt: new Date(),
      } as never) as { id: number };
      await opts.em.flush();
      result.evaluationId = row.id;
    }
    return result;
  }
}

// Loads the shipped rule sets (rules/*.json) into the database the first time a server meets them,
// and keeps their title and description those of the files. They are product configuration, not demo
// data, so this runs on every database.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { UniqueConstraintViolationException, type EntityManager, type MikroORM } from '@mikro-orm/postgresql';
import { runAs } from '../audit/context.js';
import { checkRuleSets, RuleSetCheckError } from './check.js';
import type { RuleSetDefinition } from './definition.js';
import { FACTS_MODULES } from './facts/index.js';
import type { FactsModule } from './facts/types.js';
import type { StoredRuleSet, StoredVersion } from './stored.js';
import { fromRoot, REPO_ROOT } from '../repo-paths.js';

export const RULES_DIR = fromRoot('rules');

/** The shipped rule sets, checked (server/rules/check.ts): throws RuleSetCheckError. */
export function shippedRuleSets(dir = RULES_DIR, modules: Readonly<Record<string, FactsModule>> = FACTS_MODULES): RuleSetDefinition[] {
  const sets = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ file: path.relative(REPO_ROOT, path.join(dir, f)), def: JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as RuleSetDefinition }));
  const issues = checkRuleSets(sets, modules);
  if (issues.length) throw new RuleSetCheckError(issues);
  return sets.map((s) => s.def);
}

/**
 * The words of a set already stored: its title and description are the shipped file's (no screen edits
 * them), and a rule its versions hold without a label or description (saved before rules had them)
 * takes those of the shipped rule of the same name. Words only: no condition or event changes.
 */
async function refreshShippedWords(em: EntityManager, stored: StoredRuleSet, def: RuleSetDefinition): Promise<void> {
  if (stored.title !== def.title || stored.description !== def.description) Object.assign(stored, { title: def.title, description: def.description });
  const shipped = new Map(def.rules.map((r) => [r.name, r]));
  for (const version of await em.find<StoredVersion>('RuleSetVersion', { ruleSetId: stored.id })) {
    const rules = version.definition?.rules ?? [];
    const worded = rules.map((r) => {
      const words = shipped.get(r.name);
      return words && (!r.label || !r.description) ? { ...r, label: r.label || words.label, description: r.description || words.description } : r;
    });
    if (worded.some((r, i) => r !== rules[i])) version.definition = { ...version.definition, rules: worded };
  }
  await em.flush();
}

export async function ensureShippedRuleSets(orm: MikroORM): Promise<void> {
  await runAs({ userId: null, userName: 'system', via: 'system' }, async () => {
    for (const def of shippedRuleSets()) {
      const em = orm.em.fork();
      const stored = await em.findOne<StoredRuleSet>('RuleSet', { name: def.name });
      if (stored) {
        await refreshShippedWords(em, stored, def);
        continue;
      }
      try {
        await em.transactional(async (tx) => {
          const now = new Date();
          const set = tx.create('RuleSet', { name: def.name, title: def.title, description: def.description } as never) as { id: number; activeVersionId?: number };
          await tx.flush();
          const version = tx.create('RuleSetVersion', {
            ruleSetId: set.id,
            version: 1,
            status: 'active',
            definition: { rules: def.rules, tests: def.tests },
            comment: 'Shipped default',
            testsPassed: true,
            authorName: 'system',
            createdAt: now,
            activatedAt: now,
          } as never) as { id: number };
          await tx.flush();
          set.activeVersionId = version.id;
        });
      } catch (err) {
        // another instance loaded it at the same moment
        if (!(err instanceof UniqueConstraintViolationException)) throw err;
      }
    }
  });
}

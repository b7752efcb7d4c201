// Loads the shipped rule sets (rules/*.json) into the database the first time a server meets them.
// They are product configuration, not demo data, so this runs on every database.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { UniqueConstraintViolationException, type MikroORM } from '@mikro-orm/postgresql';
import { runAs } from '../audit/context.js';
import type { RuleSetDefinition } from './definition.js';

export const RULES_DIR = path.resolve(import.meta.dirname, '../../rules');

export function shippedRuleSets(dir = RULES_DIR): RuleSetDefinition[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as RuleSetDefinition);
}

export async function ensureShippedRuleSets(orm: MikroORM): Promise<void> {
  await runAs({ userId: null, userName: 'system', via: 'system' }, async () => {
    for (const def of shippedRuleSets()) {
      const em = orm.em.fork();
      if (await em.findOne('RuleSet', { name: def.name } as never)) continue;
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

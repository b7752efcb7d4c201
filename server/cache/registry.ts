// The named caches of one server instance (the caches screen, spec 1 §7 "Caches"): each says what
// it holds and how many entries, and clears itself. Clearing goes to every instance through
// CACHE_CLEAR_CHANNEL: the instance that takes the call notifies, and every instance (itself
// included) clears when it hears it. docs/search.md "Caches".
import type { Configuration } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { listenForNotifications, notifyChannel, type Listener } from '../db/notifications.js';
import { logger } from '../log.js';
import { whenClosing } from '../db/when-closing.js';

export const CACHE_CLEAR_CHANNEL = 'cache_clear';

export interface NamedCache {
  name: string;
  title: string;
  description: string;
  /** entries held now on this instance; null when the cache has no count (an index reports its own) */
  entries: () => number | null;
  clear: () => Promise<void> | void;
}

export class CacheRegistry {
  private readonly caches = new Map<string, NamedCache>();
  private listener?: Listener;

  constructor(private readonly orm: MikroORM) {}

  register(cache: NamedCache): void {
    this.caches.set(cache.name, cache);
  }

  list(): NamedCache[] {
    return [...this.caches.values()];
  }

  get(name: string): NamedCache | undefined {
    return this.caches.get(name);
  }

  async start(): Promise<void> {
    this.listener = await listenForNotifications(this.orm, CACHE_CLEAR_CHANNEL, (name) => void this.clearHere(name), {
      name: 'cache clear listener',
      applicationName: 'cache-clear-listener',
      failFirst: false,
    });
  }

  async stop(): Promise<void> {
    await this.listener?.stop();
  }

  /** Asks every instance to clear the cache, when the caller's transaction commits. */
  async clearEverywhere(em: EntityManager, name: string): Promise<void> {
    await notifyChannel(em, CACHE_CLEAR_CHANNEL, name);
  }

  private async clearHere(name: string): Promise<void> {
    const cache = this.caches.get(name);
    if (!cache) return;
    try {
      await cache.clear();
      logger.info({ cache: name }, 'cache cleared');
    } catch (err) {
      logger.error({ err, cache: name }, 'a cache could not be cleared');
    }
  }
}

const registries = new WeakMap<Configuration, CacheRegistry>();

/** The ORM's registry, listening from its first use until the ORM closes. */
export function cacheRegistryFor(orm: MikroORM): CacheRegistry {
  const known = registries.get(orm.config);
  if (known) return known;
  const registry = new CacheRegistry(orm);
  registries.set(orm.config, registry);
  void registry.start().catch((err) => logger.error({ err }, 'the cache registry could not listen; clears reach this instance only'));
  whenClosing(orm, () => registry.stop());
  return registry;
}

// The caches an instance holds, on the caches screen: lookup labels, rule engines, the course search
// index and signed-in sessions. Statistics are not cached: each request counts them afresh
// (docs/search.md "Caches").
import type { MikroORM } from '@mikro-orm/postgresql';
import { sessionCacheFor } from '../auth/session-changes.js';
import type { RuleRuntime } from '../rules/runtime.js';
import { clearLabels, labelsLoaded } from '../search/facet-labels.js';
import type { CourseSearchIndex } from '../search/service.js';
import type { CacheRegistry } from './registry.js';

export function registerStandardCaches(registry: CacheRegistry, deps: { orm: MikroORM; rules: RuleRuntime; searchIndex: CourseSearchIndex }): void {
  registry.register({
    name: 'lookups',
    title: 'Lookup labels',
    description: 'Names of subject areas, disciplines, languages, tags, rubrics, analysts and years that the search and its export show; read again after a minute.',
    entries: () => labelsLoaded(deps.orm),
    clear: () => void clearLabels(deps.orm),
  });
  registry.register({
    name: 'rule-engines',
    title: 'Rule engines',
    description: 'The compiled approval, accreditation and registration rule sets; compiled again from the active versions.',
    entries: () => deps.rules.engineCount,
    clear: () => deps.rules.rebuildEngines(),
  });
  registry.register({
    name: 'search-index',
    title: 'Course search index',
    description: 'One document per course and year, kept fresh from the change log; cleared by rebuilding it from PostgreSQL.',
    entries: () => deps.searchIndex.status().documentCount,
    clear: () => deps.searchIndex.rebuild().catch(() => undefined),
  });
  registry.register({
    name: 'sessions',
    title: 'Signed-in sessions',
    description: 'Sessions looked up recently; cleared, each is read from the database on its next request. Nobody is signed out.',
    entries: () => sessionCacheFor(deps.orm).cache.size,
    clear: () => sessionCacheFor(deps.orm).cache.apply({ kind: 'all' }),
  });
}

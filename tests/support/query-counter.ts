// Counts the statements an ORM sends, by its onQuery hook (tests count statements, never time).
import type { MikroORM } from '@mikro-orm/postgresql';

/** Counts the statements an ORM sends (all of them, the session query included). */
export function queryCounter(orm: MikroORM) {
  const texts: string[] = [];
  const original = orm.config.get('onQuery');
  orm.config.set('onQuery', (sql: string, params: unknown[]) => {
    texts.push(sql);
    return original(sql, params);
  });
  return {
    /** the statements' text, in order */
    texts,
    /** statements sent since the last reset */
    get count() {
      return texts.length;
    },
    /** the session lookups among them (the query joins the session table) */
    get sessionQueries() {
      return texts.filter((t) => /join "session" s on/.test(t)).length;
    },
    reset: () => void texts.splice(0),
    stop: () => orm.config.set('onQuery', original),
  };
}

// Work that lives as long as an ORM (listeners, workers, timers) stops when whoever owns the ORM (the
// server, a test, a benchmark) closes it, before its connections go: one place for that hook.
import type { MikroORM } from '@mikro-orm/postgresql';

/** Runs `stop` when the ORM is closed, before the ORM's own close; hooks added later run first. */
export function whenClosing(orm: MikroORM, stop: () => Promise<void> | void): void {
  const close = orm.close.bind(orm);
  orm.close = async (force?: boolean) => {
    await stop();
    return close(force);
  };
}

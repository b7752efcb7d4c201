// The table behind the sign-in and reset limiters: rate-limiter-flexible's PostgreSQL layout
// (key, points, expire in epoch ms), declared here so the schema check knows it and created by a
// migration rather than by the library at run time. Every server instance on the database shares it.
import { EntitySchema } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';

export const RATE_LIMIT_TABLE = 'auth_rate_limit';

export class RateLimitRow {
  key!: string;
  points!: number;
  expire?: string | null;
}

export const RateLimitSchema = new EntitySchema<RateLimitRow>({
  class: RateLimitRow,
  tableName: RATE_LIMIT_TABLE,
  properties: {
    key: { type: 'string', primary: true, length: 255 },
    points: { type: 'integer', default: 0 },
    expire: { type: 'bigint', nullable: true },
  },
});

interface PgStyleQuery {
  text: string;
  values?: unknown[];
}

/**
 * A client in node-postgres's shape (query({ text, values }) → { rows, rowCount }) that runs through
 * the ORM's connection, so the limiter works the same on PostgreSQL and on embedded PGlite, which
 * has no pg.Pool of its own.
 */
export function ormQueryClient(orm: MikroORM): { query(q: PgStyleQuery): Promise<{ rows: Record<string, unknown>[]; rowCount: number }> } {
  return {
    async query({ text, values = [] }) {
      // $1…$n (each may repeat) become knex's positional ? bindings
      const bindings: unknown[] = [];
      const sql = text.replace(/\$(\d+)/g, (_m, n: string) => {
        bindings.push(values[Number(n) - 1]);
        return '?';
      });
      const res = (await orm.em.getConnection().execute(sql.trim().replace(/;$/, ''), bindings, 'run')) as { affectedRows?: number; rows?: Record<string, unknown>[] };
      const rows = res.rows ?? [];
      return { rows, rowCount: Math.max(res.affectedRows ?? 0, rows.length) };
    },
  };
}

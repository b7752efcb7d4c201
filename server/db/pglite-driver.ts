// The embedded database's MikroORM driver: mikro-orm-pglite with two corrections.
// 1. Its knex client ran any raw query whose text split on ";" into several parts through PGlite's
//    `exec` (simple protocol, several statements, an array of results). MikroORM inlines values into
//    the text, so a value holding ";" ("Visual &amp; Performing Arts") turned an INSERT … RETURNING
//    into a multi-statement run: no id came back, and a filter answered a row of nulls.
// 2. Text values now travel as parameters of the extended protocol (server/db/bound-query.ts), and
//    `exec` is kept for what really is a script of several statements without parameters
//    (PostgreSQL's own splitting rules, server/db/sql-statements.ts), as migrations may send.
import type { PGliteInterface } from '@electric-sql/pglite';
import { AbstractSqlDriver, PostgreSqlPlatform, Utils, type Configuration, type Knex, type Transaction } from '@mikro-orm/postgresql';
import { PGliteConnection, PGliteKnexDialect, type QueryObject } from 'mikro-orm-pglite';
import { bindTextParameters } from './bound-query.js';
import { statementCount } from './sql-statements.js';

/** The knex query option that carries the "$n" values from the connection to the dialect. */
const TEXT_PARAMETERS = 'embeddedTextParameters';

/** Values are already PostgreSQL text: PGlite must send them as they are, whatever the column type. */
const AS_TEXT = new Proxy({} as Record<number, (value: unknown) => string>, { get: () => (value: unknown) => value as string });

type KnexQuery = QueryObject & { options?: Record<string, unknown> };

export class EmbeddedKnexDialect extends PGliteKnexDialect {
  override async _query(connection: PGliteInterface, obj: KnexQuery): Promise<QueryObject> {
    if (!obj.sql) throw new Error('The query is empty.');
    const textParameters = obj.options?.[TEXT_PARAMETERS] as string[] | undefined;
    const bindings = obj.bindings ?? [];
    if (textParameters) obj.response = await connection.query(obj.sql, textParameters, { serializers: AS_TEXT });
    else if (bindings.length === 0 && obj.method === 'raw' && statementCount(obj.sql) > 1) obj.response = await connection.exec(obj.sql);
    else obj.response = await connection.query(obj.sql, bindings);
    return obj;
  }
}

type Executable = string | Knex.QueryBuilder | Knex.Raw;

export class EmbeddedConnection extends PGliteConnection {
  override createKnex(): void {
    this.client = this.createKnexClient(EmbeddedKnexDialect as never);
    const dialect = this.getKnex().client as { ormConfig?: Configuration; driver?: unknown };
    dialect.ormConfig = this.config;
    dialect.driver = (this as unknown as { dialectDataSource: unknown }).dialectDataSource;
    this.connected = true;
  }

  /** MikroORM's execute, with text values bound as parameters instead of inlined. */
  override async execute<T>(queryOrKnex: Executable, params: unknown[] = [], method: 'all' | 'get' | 'run' = 'all', ctx?: Transaction, loggerContext?: object): Promise<T> {
    await this.ensureConnection();
    let sql: string;
    if (Utils.isObject<Knex.QueryBuilder | Knex.Raw>(queryOrKnex)) {
      ctx ??= ((queryOrKnex as unknown as { client: { transacting?: boolean } }).client.transacting ? queryOrKnex : undefined) as Transaction | undefined;
      const compiled = queryOrKnex.toSQL();
      sql = compiled.sql;
      params = [...(compiled.bindings ?? [])];
    } else sql = queryOrKnex;
    sql = this.config.get('onQuery')(sql, params);
    const bound = bindTextParameters(this.platform, sql, params);
    const logger = this.config.getLogger();
    const logged = logger.isEnabled('query-params', loggerContext) ? this.platform.formatQuery(sql, params) : sql;
    return this.executeQuery(
      logged,
      async () => {
        const query = this.getKnex().raw(bound.sql);
        if (bound.values.length) query.options({ [TEXT_PARAMETERS]: bound.values });
        if (ctx) query.transacting(ctx as Knex.Transaction);
        return this.transformRawResult<T>(await query, method);
      },
      { query: sql, params, ...loggerContext },
    );
  }
}

export class EmbeddedDriver extends AbstractSqlDriver<EmbeddedConnection> {
  constructor(config: Configuration) {
    super(config, new PostgreSqlPlatform(), EmbeddedConnection, ['knex', '@electric-sql/pglite', '@harryplusplus/knex-pglite']);
  }
}

// The embedded database's MikroORM driver: mikro-orm-pglite with two corrections.
// 1. Its knex client ran any raw query whose text split on ";" into several parts through PGlite's
//    `exec` (simple protocol, several statements, an array of results). MikroORM inlines values into
//    the text, so a value holding ";" ("Visual &amp; Performing Arts") turned an INSERT … RETURNING
//    into a multi-statement run: no id came back, and a filter answered a row of nulls.
// 2. Text values now travel as parameters of the extended protocol (server/db/bound-query.ts), and
//    `exec` is kept for what really is a script of several statements without parameters
//    (PostgreSQL's own splitting rules, server/db/sql-statements.ts), as migrations may send.
import type { PGliteInterface } from '@electric-sql/pglite';
import { AbstractSqlDriver, EntitySchema, PostgreSqlPlatform, Utils, type Configuration, type Knex, type Transaction } from '@mikro-orm/postgresql';
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

interface DialectDataSource {
  getPGlite(): PGliteInterface | null;
}

/**
 * The options' way to the embedded database (server/db/orm.ts): makes the instance on first use, and
 * forgets it when the ORM closes. MikroORM keeps every entity class it discovered in a registry for
 * the life of the process, and each class's prototype keeps its ORM's configuration, so the factory
 * is reachable after the close: were the instance not forgotten, each closed ORM would keep its
 * database (about 220 MB) alive.
 */
export type EmbeddedFactory = (() => PGliteInterface) & { forget: () => void };

export class EmbeddedConnection extends PGliteConnection {
  private get dataSource(): DialectDataSource {
    return (this as unknown as { dialectDataSource: DialectDataSource }).dialectDataSource;
  }

  override createKnex(): void {
    this.client = this.createKnexClient(EmbeddedKnexDialect as never);
    const dialect = this.getKnex().client as { ormConfig?: Configuration; driver?: unknown };
    dialect.ormConfig = this.config;
    dialect.driver = this.dataSource;
    this.connected = true;
  }

  /**
   * Closing the ORM closes the database too: the data source only borrows the instance the options'
   * factory made, so it never closed it, and the database's files were left unflushed on shutdown.
   */
  override async close(force?: boolean): Promise<void> {
    const pglite = this.dataSource.getPGlite();
    await super.close(force);
    if (pglite && !pglite.closed) await pglite.close();
    (this.config.get('driverOptions') as { connection?: { pglite?: Partial<EmbeddedFactory> } }).connection?.pglite?.forget?.();
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

  /**
   * Closing also takes the ORM's entity classes out of MikroORM's process-wide registry of schemas.
   * It is read only when an ORM discovers its entities (each discovery registers them again), but it
   * outlives every ORM, and each class's prototype holds its ORM's configuration and, through it,
   * the caches and listeners keyed by that ORM: a process that opens databases one after another
   * (a test worker running file after file) kept every closed one's database alive, about 220 MB each.
   */
  override async close(force?: boolean): Promise<void> {
    await super.close(force);
    // a class another open ORM discovered after this one holds that ORM's configuration: it stays
    for (const meta of Object.values(this.metadata.getAll()))
      if ((meta.class?.prototype as { __config?: unknown } | undefined)?.__config === this.config) EntitySchema.REGISTRY.delete(meta.class);
  }
}

// The back office's start: read the configuration, check the model, open and migrate the database,
// listen. What a first start on an empty embedded database loads is handed in by the entry above it
// (app/server-main.ts seeds the demo data): the server never imports seeds/.
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ConfigError, readConfig } from './config.js';
import { boot } from './boot.js';
import { createApp } from './app.js';
import { isEmbedded } from './db/orm.js';
import { mountOpsConsole } from './ops/console.js';
import { logger } from './log.js';
import { stopOnSignals } from './operations/shutdown.js';
import { ModelCheckError } from './model/check.js';
import { demoAccountsUnchanged, demoPasswordWarning } from './auth/demo-warning.js';

/** Loads data into the embedded database when it starts empty; true when it did. */
export type FirstStart = (orm: MikroORM) => Promise<boolean>;

export async function startServer(firstStart?: FirstStart): Promise<void> {
  const config = (() => {
    try {
      return readConfig();
    } catch (err) {
      if (err instanceof ConfigError) {
        console.error(err.message);
        process.exit(1);
      }
      throw err;
    }
  })();
  const started = Date.now();
  const { orm, resources, overrides, migrationsRun } = await boot({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, auditSealKey: config.auditSealKey }).catch((err) => {
    // a model mistake stops the start with its code and file, not a stack trace
    if (err instanceof ModelCheckError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  });
  if (migrationsRun.length) logger.info({ migrations: migrationsRun }, 'applied migrations');

  const embedded = isEmbedded(orm);
  const seeded = embedded && firstStart ? await firstStart(orm) : false;

  const { app, rules, hub, drain } = await createApp({
    orm,
    resources,
    overrides,
    mountOps: (a) => mountOpsConsole(a, orm, resources),
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    mail: { smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom },
    metricsToken: config.metricsToken,
  });
  const demoWarning = demoPasswordWarning(config.host, await demoAccountsUnchanged(orm.em.fork()));

  const onListening = () => {
    const url = `http://${config.host && config.host !== '0.0.0.0' && config.host !== '::' ? (config.host.includes(':') ? `[${config.host}]` : config.host) : 'localhost'}:${config.port}`;
    const where = embedded ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL at DATABASE_URL';
    console.log(`\nA–G Course Admin is running at ${url}  (${where}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s${seeded ? ', demo data loaded' : ''})`);
    console.log(`Operator console: ${url}/ops`);
    if (embedded) console.log('Demo sign-ins:  admin / demo-admin  (every ability)   analyst / demo-analyst  (review abilities only)\n');
    else console.log('Demo data and demo sign-ins are loaded only by `npm run seed`.\n');
    if (!config.smtpUrl) console.log(`No SMTP_URL: password reset e-mails are written to ${path.join(config.dataDir, 'outbox')}\n`);
    if (demoWarning) console.warn(`${demoWarning}\n`);
  };
  const server = config.host ? app.listen(config.port, config.host, onListening) : app.listen(config.port, onListening);

  // docs/operations.md "Shutdown": the hub's stop ends the streams with a retry hint; the ORM's close
  // stops the other workers (mail, search, listeners) through their whenClosing hooks, then the pool
  stopOnSignals({
    server,
    drain,
    closeStreams: () => hub.stop(),
    closeServices: async () => {
      await rules.stop();
      await orm.close(true);
    },
  });
}

// One side of bench/audit-seal.ts, in a process of its own: `writers` concurrent audited writes (an
// ORM fork each loads its own tag, renames it and flushes: the generic write path, through the audit
// subscriber) for `seconds`, on the checkout at --root (the base commit or this one) and the database
// at --db. Where the checkout has the sealer, its pass runs every 10 s as the app's does. Prints one
// JSON line: { writes, seconds, writesPerSecond, cpuMsPerWrite: { node, postgres } } — the CPU a write
// cost this process and the database's backends, which a busy machine disturbs less than the rate.
import path from 'node:path';
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { backendCpu, backendCpuSpent } from './cpu-time.js';

const { values } = parseArgs({ options: { root: { type: 'string' }, db: { type: 'string' }, writers: { type: 'string', default: '8' }, seconds: { type: 'string', default: '20' }, 'no-sealer': { type: 'boolean', default: false } } });
const root = path.resolve(values.root!);
const at = (file: string) => pathToFileURL(path.join(root, file)).href;
const writers = Number(values.writers);
const seconds = Number(values.seconds);

const { loadCheckedModel } = await import(at('server/boot.ts'));
const { openOrm, migrate } = await import(at('server/db/orm.ts'));
const { resources } = await loadCheckedModel();
const orm = await openOrm({ resources, databaseUrl: values.db });
await migrate(orm);

const setup = orm.em.fork();
const tags = Array.from({ length: writers }, (_, i) => setup.create('Tag', { name: `bench-${process.pid}-${i}` }) as { id: number });
await setup.flush();

const sealerFile = path.join(root, 'server/audit/tamper/sealer.ts');
// --no-sealer: the seal alone, to tell its cost from the checkpoints'
const sealer = existsSync(sealerFile) && !values['no-sealer'] ? ((await import(pathToFileURL(sealerFile).href)) as { sealPending: (o: unknown, x: { wait: boolean }) => Promise<number> }) : undefined;
const sealing = sealer ? setInterval(() => void sealer.sealPending(orm, { wait: false }), 10_000) : undefined;

let writes = 0;
let counting = false;
let stop = false;
async function writer(id: number): Promise<void> {
  for (let n = 0; !stop; n++) {
    const em = orm.em.fork();
    const tag = (await em.findOneOrFail('Tag', id)) as { name: string };
    tag.name = `bench-${process.pid}-${id}-${n}`;
    await em.flush();
    if (counting) writes++;
  }
}
const running = tags.map((t) => writer(t.id));
await new Promise((r) => setTimeout(r, 3_000)); // warm-up: connections open, JIT settled
const observer = new pg.Pool({ connectionString: values.db, max: 1 });
const database = new URL(values.db!).pathname.slice(1);
const pgBefore = await backendCpu(observer, database);
const nodeBefore = process.cpuUsage();
counting = true;
const started = performance.now();
await new Promise((r) => setTimeout(r, seconds * 1000));
counting = false;
const elapsed = (performance.now() - started) / 1000;
const nodeCpu = process.cpuUsage(nodeBefore);
const pgCpu = backendCpuSpent(pgBefore, await backendCpu(observer, database));
await observer.end();
stop = true;
await Promise.all(running);
if (sealing) clearInterval(sealing);
await orm.close(true);
console.log(JSON.stringify({ writes, seconds: elapsed, writesPerSecond: writes / elapsed, cpuMsPerWrite: { node: (nodeCpu.user + nodeCpu.system) / 1000 / writes, postgres: pgCpu / writes } }));

// .ci/postgres-up, looked at dry: it runs against stand-ins for apt-get, pg_isready, pg_ctlcluster,
// pg_createcluster and psql that record what they were asked and keep the machine's state in a sandbox
// folder, so the real PostgreSQL of this machine is never touched.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SCRIPT = path.resolve(import.meta.dirname, '../../.ci/postgres-up');
/** the ordinary tools the script uses; everything PostgreSQL-related is a stand-in */
const TOOLS = ['bash', 'env', 'awk', 'find', 'sort', 'tail', 'seq', 'sleep', 'cat', 'mv', 'grep', 'dirname'];
const DEBIAN_HBA = 'local all postgres peer\nlocal all all peer\nhost all all 127.0.0.1/32 scram-sha-256\n';

let sandbox: string;
let bin: string;
let state: string;
let etc: string;
let lib: string;

function stub(name: string, body: string): void {
  const file = path.join(bin, name);
  writeFileSync(file, `#!/usr/bin/env bash\necho "${name} $*" >> "$STATE/calls"\n${body}\n`);
  chmodSync(file, 0o755);
}

/** what `apt-get install postgresql` leaves behind on Debian: binaries, cluster 15/main, database postgres */
const INSTALL_POSTGRES = `
if [ "$1" = install ]; then
  mkdir -p "$PG_LIB/15/bin" "$PG_ETC/15/main"
  printf '${DEBIAN_HBA.replace(/\n/g, '\\n')}' > "$PG_ETC/15/main/pg_hba.conf"
  touch "$STATE/db-postgres"
  cp "$STATE/pg_ctlcluster" "$STUB_BIN/pg_ctlcluster"
  chmod +x "$STUB_BIN/pg_ctlcluster"
fi`;

function installedMachine(): void {
  mkdirSync(path.join(lib, '15/bin'), { recursive: true });
  mkdirSync(path.join(etc, '15/main'), { recursive: true });
  writeFileSync(path.join(etc, '15/main/pg_hba.conf'), DEBIAN_HBA);
  writeFileSync(path.join(state, 'db-postgres'), '');
  writeFileSync(path.join(bin, 'pg_ctlcluster'), readFileSync(path.join(state, 'pg_ctlcluster'), 'utf8'));
  chmodSync(path.join(bin, 'pg_ctlcluster'), 0o755);
}

beforeEach(() => {
  sandbox = mkdtempSync(path.join(os.tmpdir(), 'postgres-up-'));
  bin = path.join(sandbox, 'bin');
  state = path.join(sandbox, 'state');
  etc = path.join(sandbox, 'etc/postgresql');
  lib = path.join(sandbox, 'usr/lib/postgresql');
  for (const dir of [bin, state]) mkdirSync(dir, { recursive: true });
  for (const tool of [...TOOLS, 'mkdir', 'touch', 'printf', 'cp', 'chmod']) {
    const found = ['/usr/bin', '/bin'].map((d) => path.join(d, tool)).find(existsSync);
    if (found) symlinkSync(found, path.join(bin, tool));
  }
  stub('pg_isready', '[ -e "$STATE/running" ]');
  stub('apt-get', INSTALL_POSTGRES);
  stub('pg_createcluster', 'mkdir -p "$PG_ETC/$1/$2"; printf \'' + DEBIAN_HBA.replace(/\n/g, '\\n') + '\' > "$PG_ETC/$1/$2/pg_hba.conf"; touch "$STATE/db-postgres"');
  stub(
    'psql',
    `sql="\${@: -1}"
case "$sql" in
  *"from pg_roles where rolname = 'root'"*) [ -e "$STATE/role-root" ] && echo 1 ;;
  *"from pg_database where datname = '"*) db="\${sql#*datname = \\'}"; db="\${db%%\\'*}"; [ -e "$STATE/db-$db" ] && echo 1 ;;
  "create role root"*) touch "$STATE/role-root" ;;
  "create database "*) db="\${sql#create database }"; touch "$STATE/db-\${db%% *}" ;;
esac
exit 0`,
  );
  // pg_ctlcluster exists only once the package is installed: its body waits in the state folder
  writeFileSync(path.join(state, 'pg_ctlcluster'), `#!/usr/bin/env bash\necho "pg_ctlcluster $*" >> "$STATE/calls"\ncase "$4" in start) touch "$STATE/running" ;; esac`);
});

afterEach(() => rmSync(sandbox, { recursive: true, force: true }));

function run(): { status: number | null; out: string; calls: string[] } {
  const res = spawnSync(SCRIPT, [], {
    env: { PATH: bin, STATE: state, STUB_BIN: bin, PG_ETC: etc, PG_LIB: lib, PG_WAIT_SECONDS: '2', HOME: sandbox },
    encoding: 'utf8',
  });
  const callsFile = path.join(state, 'calls');
  const calls = existsSync(callsFile) ? readFileSync(callsFile, 'utf8').trim().split('\n') : [];
  writeFileSync(callsFile, '');
  return { status: res.status, out: res.stdout + res.stderr, calls: calls.filter((c) => c && !c.startsWith('pg_isready')) };
}

const writes = (calls: string[]) => calls.filter((c) => !/psql .*select 1/.test(c));

describe('.ci/postgres-up', () => {
  it('installs, configures and starts PostgreSQL on a machine without it, then creates role and databases', () => {
    const { status, out, calls } = run();
    expect(status, out).toBe(0);
    expect(writes(calls)).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq postgresql',
      'pg_ctlcluster --skip-systemctl-redirect 15 main start',
      'psql -h 127.0.0.1 -p 5432 -U postgres -d postgres -tAc create role root superuser login',
      'psql -h 127.0.0.1 -p 5432 -U postgres -d postgres -tAc create database test owner root',
      'psql -h 127.0.0.1 -p 5432 -U postgres -d postgres -tAc create database root owner root',
    ]);
    const hba = readFileSync(path.join(etc, '15/main/pg_hba.conf'), 'utf8').split('\n');
    expect(hba[0]).toBe('host all all 127.0.0.1/32 trust');
    expect(out).toContain('PostgreSQL answers on 127.0.0.1:5432');
  });

  it('changes nothing when run again', () => {
    expect(run().status).toBe(0);
    const hbaBefore = readFileSync(path.join(etc, '15/main/pg_hba.conf'), 'utf8');
    const again = run();
    expect(again.status, again.out).toBe(0);
    expect(writes(again.calls)).toEqual([]);
    expect(readFileSync(path.join(etc, '15/main/pg_hba.conf'), 'utf8')).toBe(hbaBefore);
  });

  it('only starts an installed, stopped cluster', () => {
    installedMachine();
    run(); // first run configures; stop the server again
    rmSync(path.join(state, 'running'));
    const { status, calls } = run();
    expect(status).toBe(0);
    expect(writes(calls)).toEqual(['pg_ctlcluster --skip-systemctl-redirect 15 main start']);
  });

  it('reloads a running server whose pg_hba.conf lacked the trust line', () => {
    installedMachine();
    writeFileSync(path.join(state, 'running'), '');
    const { status, calls } = run();
    expect(status).toBe(0);
    expect(writes(calls)).toContain('pg_ctlcluster --skip-systemctl-redirect 15 main reload');
    expect(writes(calls).some((c) => c.startsWith('apt-get'))).toBe(false);
  });

  it('creates the cluster when the package is installed but its cluster was dropped', () => {
    installedMachine();
    rmSync(path.join(etc, '15'), { recursive: true });
    const { status, out, calls } = run();
    expect(status, out).toBe(0);
    expect(writes(calls).slice(0, 2)).toEqual(['pg_createcluster 15 main', 'pg_ctlcluster --skip-systemctl-redirect 15 main start']);
  });
});

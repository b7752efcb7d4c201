// CPU time spent by the processes a benchmark drives, to tell its own cost from a busy machine:
// this process, and the PostgreSQL backends serving the benchmark database (read from /proc; zero
// where /proc is missing).
import { readFileSync } from 'node:fs';
import type pg from 'pg';

const TICKS_PER_SECOND = 100; // Linux USER_HZ

/** CPU milliseconds (user + system) a process has used so far, from /proc; 0 where it cannot be read. */
export function processCpuMs(pid: number): number {
  try {
    // fields after the command name: state is 3rd, utime 14th, stime 15th (1-based over the whole line)
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU milliseconds used so far by each backend connected to `database`, by pid. */
export async function backendCpu(pool: pg.Pool, database: string): Promise<Map<number, number>> {
  const { rows } = await pool.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
  return new Map(rows.map((r) => [r.pid, processCpuMs(r.pid)]));
}

/** CPU milliseconds the backends used between two readings (a backend that is new counts whole). */
export function backendCpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}

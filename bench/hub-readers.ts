// The hub benchmark's stream readers (bench/hub-reader.ts), in child processes of their own: each
// holds a share of the streams, and they report when each event reached each stream.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface StreamReaders {
  pids: number[];
  /** waits until every stream has seen every event, or until `deadline` (ms since the epoch) */
  complete: (deadline: number) => Promise<boolean>;
  /** arrival times (ms since the epoch, NaN where missing), one row of `events` per stream, and the readers' CPU time */
  collect: () => Promise<{ arrivals: Float64Array[]; cpuMs: number }>;
  stop: () => Promise<void>;
}

interface Reader {
  child: ChildProcess;
  streams: number;
  complete: boolean;
}

function nextMessage<T>(child: ChildProcess, key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const answer = (m: Record<string, unknown>) => {
      if (!(key in m)) return;
      child.off('message', answer);
      child.off('exit', exited);
      resolve(m as T);
    };
    const exited = (code: number | null) => reject(new Error(`a stream reader exited with ${code}`));
    child.on('message', answer);
    child.once('exit', exited);
  });
}

/** Opens `streams` streams at `url` split over `processes` readers; resolves once each stream has had its figures. */
export async function openStreamReaders(opts: { url: string; cookie: string; streams: number; processes: number; tagIds: string[] }): Promise<StreamReaders> {
  const readers: Reader[] = [];
  const share = Math.ceil(opts.streams / opts.processes);
  for (let left = opts.streams; left > 0; left -= share) {
    const child = fork(path.join(import.meta.dirname, 'hub-reader.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced', // the arrival times travel as a Float64Array
    });
    const reader: Reader = { child, streams: Math.min(share, left), complete: false };
    child.on('message', (m: { complete?: boolean }) => {
      if (m.complete) reader.complete = true;
    });
    readers.push(reader);
  }
  await Promise.all(
    readers.map(async (r) => {
      const opened = nextMessage(r.child, 'opened');
      r.child.send({ open: { url: opts.url, cookie: opts.cookie, streams: r.streams, tagIds: opts.tagIds } });
      await opened;
    }),
  );
  return {
    pids: readers.map((r) => r.child.pid!),
    complete: async (deadline) => {
      while (!readers.every((r) => r.complete) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      return readers.every((r) => r.complete);
    },
    collect: async () => {
      const answers = await Promise.all(
        readers.map(async (r) => {
          const answer = nextMessage<{ arrivals: Float64Array; cpuMs: number }>(r.child, 'arrivals');
          r.child.send({ collect: true });
          return { ...(await answer), streams: r.streams };
        }),
      );
      const events = opts.tagIds.length;
      const arrivals: Float64Array[] = [];
      for (const a of answers) for (let s = 0; s < a.streams; s++) arrivals.push(a.arrivals.subarray(s * events, (s + 1) * events));
      return { arrivals, cpuMs: answers.reduce((sum, a) => sum + a.cpuMs, 0) };
    },
    stop: async () => {
      await Promise.all(
        readers.map((r) => {
          if (r.child.exitCode !== null) return;
          const exited = new Promise<void>((resolve) => r.child.once('exit', () => resolve()));
          if (r.child.connected) r.child.disconnect();
          const killer = setTimeout(() => r.child.kill('SIGKILL'), 5_000);
          return exited.finally(() => clearTimeout(killer));
        }),
      );
    },
  };
}

// The soak's load and probe run in child processes of their own, so neither the server nor the probe
// shares an event loop with 200 simulated browsers. A worker says when its modules are loaded; the
// parent then sends it its settings over IPC and gets its figures back the same way.
import { fork, type ChildProcess } from 'node:child_process';

export interface Worker<Settings, Result> {
  child: ChildProcess;
  /** sends the settings; resolves with the worker's figures */
  run: (settings: Settings) => Promise<Result>;
}

/** Forks `script` (run with tsx) and resolves once it is ready to work (its start-up is not timed). */
export async function startWorker<Settings, Result>(script: string): Promise<Worker<Settings, Result>> {
  const child = fork(script, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`${script} exited (${code}) without its figures`))));
  exited.catch(() => undefined); // awaited only in the races below
  const message = <T>() => Promise.race([new Promise<T>((resolve) => child.once('message', resolve)), exited]);
  await message<{ ready: true }>();
  return {
    child,
    run: (settings) => {
      const answer = message<{ result: Result }>();
      child.send(settings as object);
      return answer.then((m) => m.result);
    },
  };
}

/** The child's side: says it is ready, runs `work` on the settings the parent sends, answers its result, and exits. */
export function workerMain<Settings, Result>(work: (settings: Settings) => Promise<Result>): void {
  process.once('message', (settings: Settings) => {
    work(settings).then(
      (result) => process.send!({ result }, () => process.exit(0)),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
  process.send!({ ready: true });
}

// The soak's load and probe run in child processes of their own, so neither the server nor the probe
// shares an event loop with 200 simulated browsers. The parent sends a worker its settings over IPC
// and gets its figures back the same way.
import { fork, type ChildProcess } from 'node:child_process';

export interface Worker<Result> {
  child: ChildProcess;
  result: Promise<Result>;
}

/** Forks `script` (run with tsx), sends it `settings` and resolves with what it answers. */
export function forkWorker<Settings, Result>(script: string, settings: Settings): Worker<Result> {
  const child = fork(script, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const result = new Promise<Result>((resolve, reject) => {
    child.once('message', (m: { result: Result }) => resolve(m.result));
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) without its figures`)));
  });
  child.send(settings as object);
  return { child, result };
}

/** The child's side: runs `work` on the settings the parent sends, answers its result, and exits. */
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
}

// The two checkouts the browser benchmark compares: this one, and the baseline commit checked out into
// a temporary git worktree under /tmp (never committed to, reused by the next run), each with its admin
// UI built into its own dist/.
import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../admin-ui/build-tools/build-if-stale.mjs';
import { CODE_DIR } from './app-process.js';

export interface Checkout {
  /** 'baseline' or 'current': how the results name it */
  name: 'baseline' | 'current';
  /** the commit (the baseline's), or the branch head with "+ changes" when the tree differs */
  label: string;
  dir: string;
}

const git = (args: string[], cwd = CODE_DIR) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** The current checkout, its UI built when its sources changed. */
export function currentCheckout(): Checkout {
  buildIfStale(CODE_DIR);
  const head = git(['rev-parse', '--short', 'HEAD']);
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
  return { name: 'current', label: dirty ? `${head} + uncommitted changes` : head, dir: CODE_DIR };
}

/**
 * The baseline commit in a detached worktree at /tmp/ag-bench-baseline-<commit>, with this checkout's
 * node_modules linked in and its UI built there (once: a later run finds it built). Nothing is committed.
 */
export function baselineCheckout(commit: string, log: (line: string) => void): Checkout {
  const full = git(['rev-parse', '--verify', `${commit}^{commit}`]);
  const dir = path.join(os.tmpdir(), `ag-bench-baseline-${full.slice(0, 7)}`);
  if (!existsSync(path.join(dir, '.git'))) {
    log(`checking out ${full.slice(0, 7)} into ${dir}`);
    git(['worktree', 'add', '--detach', dir, full]);
  } else if (git(['rev-parse', 'HEAD'], dir) !== full) throw new Error(`${dir} holds another commit than ${full.slice(0, 7)}: remove it (git worktree remove ${dir})`);
  const modules = path.join(dir, 'node_modules');
  if (!existsSync(modules)) symlinkSync(path.join(CODE_DIR, 'node_modules'), modules);
  if (!existsSync(path.join(dir, 'dist/admin-ui/index.html'))) log(`building the baseline's admin UI in ${dir} (a few minutes)`);
  buildIfStale(dir);
  return { name: 'baseline', label: full.slice(0, 7), dir };
}

// Preloaded into the server process by the operations tests (node --import): at exit it prints the
// node options the process ran with and the packages loaded through require. TypeScript and tsx's
// require hook are CommonJS, so a server that compiled or stripped types at run time would list them.
import { writeSync } from 'node:fs';
import { createRequire } from 'node:module';

const cache = createRequire(import.meta.url).cache;

process.on('exit', () => {
  const packages = new Set(Object.keys(cache).map((file) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1]).filter(Boolean));
  writeSync(1, `loaded: ${JSON.stringify({ execArgv: process.execArgv, packages: [...packages].sort() })}\n`);
});

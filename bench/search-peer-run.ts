// One JavaScript peer of bench:search at one size, in a process of its own (so a peer that runs out
// of memory ends only this process):
// `tsx bench/search-peer-run.ts <itemsjs|orama> <documents> <queries> <budget ms> <peer-only|both>`.
// Builds the peer on the generated documents and runs the mixed queries; with `both` the engine too,
// on the same documents and queries (bench:search times the engine itself at full size). Prints one JSON line.
import { generateDocuments } from './search-documents.js';
import { itemsjsPeer, oramaPeer } from './search-peers.js';
import { QuerySource } from './search-queries.js';
import { measureBuild, timeCalls } from './search-timing.js';
import { SearchEngine } from '../server/search/engine/index.js';

export const BENCH_SEED = 20_261_208;
export const QUERY_SEED = 77;

async function main() {
  const [peerName, sizeText, queryText, budgetText, mode] = process.argv.slice(2);
  const size = Number(sizeText);
  const { docs } = generateDocuments(size, BENCH_SEED);
  const source = new QuerySource(docs, QUERY_SEED);
  const cases = Array.from({ length: Number(queryText) }, () => source.mixedQuery());
  const peer = peerName === 'itemsjs' ? itemsjsPeer() : oramaPeer();
  const peerBuild = await measureBuild(() => peer.build(docs));
  const peerTimes = await timeCalls(cases, (c) => peer.run(c.query), Number(budgetText));
  if (mode === 'peer-only') {
    console.log(JSON.stringify({ peer: peer.name, size, peerBuild, peerTimes }));
    return;
  }
  const measured = cases.slice(0, peerTimes.count);
  const engine = new SearchEngine();
  const engineBuild = await measureBuild(() => {
    engine.upsertMany(docs);
    engine.prepare();
  });
  const engineTimes = await timeCalls(measured, (c) => engine.search(c.query, { viewerAnalystId: null }));
  console.log(JSON.stringify({ peer: peer.name, size, peerBuild, peerTimes, engineBuild, engineTimes }));
}

if (process.argv[1]?.endsWith('search-peer-run.ts')) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}

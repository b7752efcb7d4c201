// One-off: copies California's CTE industry sectors and pathways (sector number, sector, pathway)
// into seeds/data/cte-sectors-pathways.csv, dropping the research-notes source column.
// Run: npx tsx seeds/tools/compact-cte.ts [path/to/ca-cte-sectors-pathways.csv]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseCsv, toCsvLine } from '../csv.js';

const source = process.argv[2] ?? '/work/shared/data/ca-cte-sectors-pathways.csv';
const target = path.resolve(import.meta.dirname, '../data/cte-sectors-pathways.csv');

const rows = parseCsv(readFileSync(source, 'utf8'));
const out = [toCsvLine(['sector_no', 'industry_sector', 'pathway']), ...rows.map((r) => toCsvLine([r.sector_no, r.industry_sector, r.pathway]))];
writeFileSync(target, out.join('\n') + '\n');
console.log(`${rows.length} pathways → ${path.relative(process.cwd(), target)}`);

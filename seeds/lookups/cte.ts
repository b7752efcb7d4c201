// CTE industry sectors (id = the state's sector number) and their pathways (ids in file order),
// from seeds/data/cte-sectors-pathways.csv.
import { readFileSync } from 'node:fs';
import { fromRoot } from '../../server/repo-paths.js';
import { parseCsv } from '../csv.js';

const FILE = fromRoot('seeds/data/cte-sectors-pathways.csv');

export function cteRows() {
  const rows = parseCsv(readFileSync(FILE, 'utf8'));
  const industries = new Map<number, string>();
  for (const r of rows) industries.set(Number(r.sector_no), r.industry_sector);
  return {
    industries: [...industries].map(([id, name]) => ({ id, name })),
    pathways: rows.map((r, i) => ({ id: i + 1, name: r.pathway, cteIndustryId: Number(r.sector_no) })),
  };
}

// CTE industry sectors (id = the state's sector number) and their pathways (ids in file order),
// from seeds/data/cte-sectors-pathways.csv.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCsv } from '../csv.js';

const FILE = path.resolve(import.meta.dirname, '../data/cte-sectors-pathways.csv');

export function cteRows() {
  const rows = parseCsv(readFileSync(FILE, 'utf8'));
  const industries = new Map<number, string>();
  for (const r of rows) industries.set(Number(r.sector_no), r.industry_sector);
  return {
    industries: [...industries].map(([id, name]) => ({ id, name })),
    pathways: rows.map((r, i) => ({ id: i + 1, name: r.pathway, cteIndustryId: Number(r.sector_no) })),
  };
}

// One-off: copies the columns the demo seed needs from the CDE "Public Schools and Districts" export
// into seeds/data/ca-schools.tsv, so the app never reads the shared data folder at run time.
// DOCType (the district's kind) is kept too: it tells ROC/P and county offices from districts.
// Run: npx tsx seeds/tools/compact-schools.ts [path/to/ca-public-schools-2018.tsv]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SCHOOL_COLUMNS = [
  'CDSCode', 'StatusType', 'County', 'District', 'DOCType', 'School', 'Street', 'City', 'Zip', 'Phone', 'WebSite',
  'OpenDate', 'ClosedDate', 'Charter', 'FundingType', 'SOCType', 'EdOpsCode', 'EILCode', 'Virtual', 'GSoffered',
] as const;

const source = process.argv[2] ?? '/work/shared/data/ca-public-schools-2018.tsv';
const target = path.resolve(import.meta.dirname, '../data/ca-schools.tsv');

// The export is plain tab-separated text without quoting, so splitting on tabs is exact.
const [header, ...lines] = readFileSync(source, 'utf8').split(/\r?\n/).filter((l) => l.length > 0);
const names = header.split('\t');
const picks = SCHOOL_COLUMNS.map((c) => {
  const i = names.indexOf(c);
  if (i < 0) throw new Error(`Column ${c} is missing from ${source}`);
  return i;
});

const out = [SCHOOL_COLUMNS.join('\t'), ...lines.map((l) => {
  const cells = l.split('\t');
  return picks.map((i) => cells[i] ?? '').join('\t');
})];
writeFileSync(target, out.join('\n') + '\n');
console.log(`${lines.length} rows, ${SCHOOL_COLUMNS.length} columns → ${path.relative(process.cwd(), target)}`);

// One clock, kept (docs/decisions.md "One clock"): no product code formats a date or time, or reads a
// date in the zone of the machine it runs on, except the office clock (core/time/office-time.ts).
// A browser's or a server's own zone, a toLocale…String, an Intl.DateTimeFormat, date-fns or
// react-admin's date components would show another clock than the office's; the generated forms'
// date inputs (admin-ui/builder/date-inputs.tsx) wrap react-admin's with the office's format and parse.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PRODUCT = ['core', 'admin-ui', 'custom-screens', 'server', 'seeds', 'resources', 'rules'];
const CLOCK = 'core/time/office-time.ts';
const DATE_INPUTS = 'admin-ui/builder/date-inputs.tsx';

const FORBIDDEN: { rule: string; pattern: RegExp; except?: string[] }[] = [
  { rule: 'toLocaleString / toLocaleDateString / toLocaleTimeString (the reader’s zone and locale)', pattern: /\.toLocale(?:Date|Time)?String\s*\(/ },
  { rule: 'Intl.DateTimeFormat outside the office clock', pattern: /Intl\s*\.\s*DateTimeFormat/, except: [CLOCK] },
  { rule: 'date-fns (formats in the machine’s zone)', pattern: /['"]date-fns(?:-tz)?(?:\/[^'"]*)?['"]/ },
  { rule: 'a date read in the machine’s own zone (getFullYear, getMonth, getDate, getDay, getHours, getMinutes)', pattern: /\.get(?:FullYear|Month|Date|Day|Hours|Minutes)\s*\(\s*\)/ },
  { rule: 'getTimezoneOffset (the machine’s zone)', pattern: /\.getTimezoneOffset\s*\(/ },
  { rule: "react-admin's DateField, DateInput or DateTimeInput (the browser's zone)", pattern: /import\s*\{[^}]*\b(?:DateField|DateInput|DateTimeInput)\b[^}]*\}\s*from\s*['"]react-admin['"]/, except: [DATE_INPUTS] },
];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') yield* sourceFiles(rel);
    } else if (/\.(?:ts|tsx|js|mjs)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)) yield rel;
  }
}

/** Each forbidden use in `text` (comments included: a rule shown in a comment is easy to reword), as "file:line rule". */
export function findForbidden(file: string, text: string): string[] {
  const found: string[] = [];
  for (const { rule, pattern, except } of FORBIDDEN) {
    if (except?.includes(file)) continue;
    const global = new RegExp(pattern.source, 'g');
    for (const m of text.matchAll(global)) found.push(`${file}:${text.slice(0, m.index).split('\n').length} ${rule}`);
  }
  return found;
}

describe('one clock in the product code', () => {
  it('finds the uses it forbids (the check can fail)', () => {
    const old = [
      "return date.toLocaleString();",
      "const t = changed.at.toLocaleTimeString([], { hour: '2-digit' });",
      "const f = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' });",
      "import { format } from 'date-fns';",
      'const sameYear = date.getFullYear() === 2026;',
      "import {\n  BooleanInput,\n  DateInput,\n  DateTimeInput,\n} from 'react-admin';",
      "import { ChipField, DateField } from 'react-admin';",
    ];
    for (const line of old) expect(findForbidden('custom-screens/x.tsx', line), line).not.toEqual([]);
    expect(findForbidden(CLOCK, "const f = new Intl.DateTimeFormat('en-US', {});")).toEqual([]);
    expect(findForbidden('admin-ui/x.ts', 'date.getUTCFullYear(); new Intl.NumberFormat("en-US"); type DateInput = string;')).toEqual([]);
  });

  it('has none outside the office clock', () => {
    const found = PRODUCT.flatMap((dir) => [...sourceFiles(dir)].flatMap((file) => findForbidden(file, readFileSync(path.join(ROOT, file), 'utf8'))));
    expect(found).toEqual([]);
  });
});

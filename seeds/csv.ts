// Minimal readers for the seed data files: RFC 4180 CSV (quoted fields, doubled quotes) and plain TSV.

/** Rows of a CSV text with a header line, as objects keyed by the header names. */
export function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    if (row.some((c) => c !== '')) records.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') cell += text[++i];
      else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\n') endRow();
    else if (c !== '\r') cell += c;
  }
  endRow();
  return toObjects(records);
}

/** Rows of an unquoted tab-separated text with a header line. */
export function parseTsv(text: string): Record<string, string>[] {
  return toObjects(text.split(/\r?\n/).filter((l) => l.length > 0).map((l) => l.split('\t')));
}

export function toCsvLine(cells: readonly string[]): string {
  return cells.map((c) => (/[",\n\r]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');
}

function toObjects([header, ...rows]: string[][]): Record<string, string>[] {
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

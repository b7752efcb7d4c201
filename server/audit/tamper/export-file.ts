// The export file (docs/audit.md): JSON Lines, a header, then the trail as check.ts reads it — each
// checkpoint followed by its entries, then the entries no checkpoint holds yet. The server writes it,
// `npm run audit:verify -- FILE` reads it back without the server.
import type { TrailItem } from './check.js';

export interface ExportHeader {
  kind: 'audit-export';
  /** office days asked for, both included; null: from the first checkpoint / to now */
  from: string | null;
  to: string | null;
  /** the file starts at checkpoint 1, so its first checkpoint must name no previous one */
  fromStart: boolean;
  exportedAt: string;
}

export const lineOf = (item: ExportHeader | TrailItem): string => JSON.stringify(item) + '\n';

/** Reads one line back; throws on a line that is not part of an export. */
export function parseLine(line: string): ExportHeader | TrailItem {
  const value = JSON.parse(line) as ExportHeader | TrailItem;
  if (value.kind !== 'audit-export' && value.kind !== 'checkpoint' && value.kind !== 'entry') throw new Error(`not a line of an audit export: ${line.slice(0, 80)}`);
  return value;
}

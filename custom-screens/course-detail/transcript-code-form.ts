// The transcript codes of an offering as the offering modal edits them (spec 1 §3: abbreviation,
// code, isDeleted). Codes removed from the list are kept as deleted (isDeleted), as are those deleted
// before, so saving an offering never loses a school's old codes; only rows added and removed in the
// same sitting vanish. The rows shown come first in the body, so the server's field errors
// (transcriptCodes[1].code) name the row on the screen.
import type { TranscriptCode } from '../../core/contract/course-detail.js';

/** A row of the modal; `stored` is the code as the offering had it (none for a row added now). */
export interface CodeRow {
  abbreviation: string;
  code: string;
  stored?: TranscriptCode;
}

export interface CodeForm {
  rows: CodeRow[];
  /** stored codes removed now or earlier, sent back as deleted */
  deleted: TranscriptCode[];
}

export const MAX_CODES = 20;

export function codeFormOf(codes: readonly TranscriptCode[] | undefined): CodeForm {
  const all = codes ?? [];
  return {
    rows: all.filter((c) => !c.isDeleted).map((c) => ({ abbreviation: c.abbreviation ?? '', code: c.code ?? '', stored: c })),
    deleted: all.filter((c) => c.isDeleted).map((c) => ({ ...c })),
  };
}

export function addRow(form: CodeForm): CodeForm {
  return { ...form, rows: [...form.rows, { abbreviation: '', code: '' }] };
}

export function removeRow(form: CodeForm, index: number): CodeForm {
  const { stored } = form.rows[index];
  const rows = form.rows.filter((_, i) => i !== index);
  return stored ? { rows, deleted: [...form.deleted, { ...stored, isDeleted: true }] } : { ...form, rows };
}

export function changeRow(form: CodeForm, index: number, patch: Partial<Pick<CodeRow, 'abbreviation' | 'code'>>): CodeForm {
  return { ...form, rows: form.rows.map((r, i) => (i === index ? { ...r, ...patch } : r)) };
}

/** The form without its blank rows: what is saved, and what the modal shows while saving. */
export function withoutBlankRows(form: CodeForm): CodeForm {
  return { ...form, rows: form.rows.filter((r) => r.abbreviation.trim() || r.code.trim()) };
}

/** The body's transcriptCodes: the rows (blank ones left out beforehand), then the deleted codes. */
export function transcriptCodesBody(form: CodeForm): TranscriptCode[] {
  return [
    ...form.rows.map((r) => ({ abbreviation: r.abbreviation.trim() || null, code: r.code.trim() || null, isDeleted: false })),
    ...form.deleted.map((c) => ({ abbreviation: c.abbreviation, code: c.code, isDeleted: true })),
  ];
}

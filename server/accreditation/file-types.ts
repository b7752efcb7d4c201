// What an uploaded accreditation file is, read from its first bytes (and, for Word, the names inside
// the ZIP), never from its name or the type the browser claims. Only letters and scans are taken:
// PDF, Word (DOCX, DOC), PNG and JPEG. A name whose extension says something else is refused, so a
// file never opens as what it is not.

export interface FileKind {
  contentType: string;
  label: string;
  /** extensions a name of this kind may end in */
  extensions: readonly string[];
  /** browsers show it themselves (open); other kinds are always downloaded */
  inline: boolean;
}

export const FILE_KINDS = {
  pdf: { contentType: 'application/pdf', label: 'PDF document', extensions: ['pdf'], inline: true },
  png: { contentType: 'image/png', label: 'PNG image', extensions: ['png'], inline: true },
  jpeg: { contentType: 'image/jpeg', label: 'JPEG image', extensions: ['jpg', 'jpeg'], inline: true },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'Word document (DOCX)', extensions: ['docx'], inline: false },
  doc: { contentType: 'application/msword', label: 'Word document (DOC)', extensions: ['doc'], inline: false },
} as const satisfies Record<string, FileKind>;

export const ACCEPTED_KINDS_TEXT = 'PDF, Word (DOCX or DOC), PNG or JPEG';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) => bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** A DOCX is a ZIP whose entries name the Word main part; any other ZIP is not one. */
function isDocx(bytes: Buffer): boolean {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return false;
  const text = bytes.toString('latin1');
  return text.includes('[Content_Types].xml') && text.includes('word/document.xml');
}

/** The kind of file these bytes are, or null for anything else. */
export function detectKind(bytes: Buffer): FileKind | null {
  // a PDF may carry a few bytes of junk before its header; readers look within the first KB
  if (bytes.subarray(0, 1024).includes('%PDF-')) return FILE_KINDS.pdf;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return FILE_KINDS.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return FILE_KINDS.jpeg;
  if (isDocx(bytes)) return FILE_KINDS.docx;
  // OLE compound file: the container of .doc (also .xls, .msg; their names must say doc)
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return FILE_KINDS.doc;
  return null;
}

export function kindByContentType(contentType: string): FileKind | undefined {
  return Object.values(FILE_KINDS).find((k) => k.contentType === contentType);
}

export const extensionOf = (fileName: string) => /\.([A-Za-z0-9]{1,10})$/.exec(fileName)?.[1].toLowerCase();

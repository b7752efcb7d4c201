// Answers a stored file's bytes: shown in the browser when its kind can be (and no download was
// asked for), otherwise as a download; never cached, never sniffed into another type.
import type { Response } from 'express';
import { kindByContentType } from '../accreditation/file-types.js';

/** filename="ascii fallback"; filename*=UTF-8''exact, so any name survives without breaking the header. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase())}`;
}

export function sendStoredFile(res: Response, file: { fileName: string; contentType: string }, content: Uint8Array, download: boolean): void {
  const bytes = Buffer.from(content);
  const inline = !download && (kindByContentType(file.contentType)?.inline ?? false);
  res.status(200);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(bytes.length));
  res.setHeader('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.fileName));
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(bytes);
}

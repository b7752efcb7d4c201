// Downloads the Excel export of a search (POST /api/admin/report/courses/search), reading the
// response as it streams so the screen can show the bytes received, then hands it to the browser as
// a file. The shell's JSON client cannot read a stream, so this is a plain fetch carrying the
// session's CSRF token (read from /api/account/me, which also answers after a sign-in in another tab).
import { HttpError } from 'react-admin';
import { CSRF_HEADER } from '../../core/http/csrf-words.js';
import { EXPORT_PATH } from './search-api.js';

export const EXPORT_FAILED = 'The export could not be made.';

async function csrfToken(signal?: AbortSignal): Promise<string | null> {
  const res = await fetch('/api/account/me', { credentials: 'same-origin', signal });
  if (!res.ok) return null;
  return ((await res.json()) as { csrfToken?: string | null }).csrfToken ?? null;
}

/** The server's message of a refusal, else the generic one. */
async function refusal(res: Response): Promise<HttpError> {
  let body: { message?: string } | undefined;
  try {
    body = (await res.json()) as { message?: string };
  } catch {
    body = undefined;
  }
  return new HttpError(body?.message || EXPORT_FAILED, res.status, body);
}

/** `attachment; filename="courses.xlsx"` → courses.xlsx */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match ? decodeURIComponent(match[1]) : fallback;
}

export interface ExportFile {
  blob: Blob;
  fileName: string;
}

export async function fetchExport(request: unknown, { signal, onBytes }: { signal?: AbortSignal; onBytes?: (bytes: number) => void } = {}): Promise<ExportFile> {
  const token = await csrfToken(signal);
  const res = await fetch(EXPORT_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    signal,
    headers: { 'Content-Type': 'application/json', Accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json', ...(token ? { [CSRF_HEADER]: token } : {}) },
    body: JSON.stringify(request),
  });
  if (!res.ok) throw await refusal(res);
  const type = res.headers.get('Content-Type') ?? 'application/octet-stream';
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  if (res.body) {
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      onBytes?.(bytes);
    }
  } else {
    const whole = new Uint8Array(await res.arrayBuffer());
    chunks.push(whole);
    onBytes?.(whole.byteLength);
  }
  return { blob: new Blob(chunks as BlobPart[], { type }), fileName: fileNameOf(res.headers.get('Content-Disposition'), 'course-search.xlsx') };
}

/** Hands the file to the browser's downloads. */
export function saveFile({ blob, fileName }: ExportFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // the download has taken the data once the click has been handled
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export const sizeText = (bytes: number) => (bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000))} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`);

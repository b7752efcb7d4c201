// Export to Excel: disabled with the reason above 10,000 courses; otherwise it posts the search
// (without paging) with the session's CSRF token, shows the bytes as they stream in, hands the file
// to the browser under the server's name, and shows a refusal's message.
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportBlocked } from '../../../custom-screens/course-search/ExportButton.js';
import { fakeServer } from '../support/render-app.js';
import { answer, renderSearch, resultRow } from './search-support.js';

afterEach(() => vi.unstubAllGlobals());

const EXPORT = '/api/admin/report/courses/search';

function serveTotal(totalResults: number) {
  return fakeServer({
    'POST /api/search/admin': () => ({ body: answer({ results: [resultRow(1)], totalResults, totalPages: Math.ceil(totalResults / 50) }) }),
    'GET /api/account/me': () => ({ body: { user: { id: 1 }, csrfToken: 'token-123' } }),
  });
}

/** Routes the export call to `answer`, everything else to the fake server already stubbed. */
function stubExport(respond: (init: RequestInit) => Response | Promise<Response>) {
  const sent: RequestInit[] = [];
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (new URL(String(input), 'http://localhost').pathname !== EXPORT) return inner(input, init);
    sent.push(init);
    return respond(init);
  });
  return sent;
}

/** Catches the file handed to the browser. */
function catchDownload() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.set('blob:1', blob), 'blob:1'), revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)! });
  });
  return saved;
}

describe('Export to Excel', () => {
  it('is disabled with the reason when the search finds more than 10,000 courses', async () => {
    serveTotal(12_345);
    renderSearch({ path: '/courses/search?c=algebra' });
    await screen.findByText('12,345 courses');
    const button = screen.getByRole('button', { name: 'Export to Excel' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Export to Excel is limited to 10,000 courses; this search finds 12,345. Narrow it to export.');
    expect(exportBlocked(10_000)).toBeUndefined();
    expect(exportBlocked(10_001)).toMatch(/limited to 10,000/);
    expect(exportBlocked(0)).toBe('No course to export.');
  });

  it('streams the file with progress and hands it to the browser', async () => {
    serveTotal(2);
    let push: (bytes: number) => void = () => undefined;
    let end: () => void = () => undefined;
    const sent = stubExport(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              push = (n) => controller.enqueue(new Uint8Array(n));
              end = () => controller.close();
            },
          }),
          { status: 200, headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Content-Disposition': 'attachment; filename="course-search-2026-02-15.xlsx"' } },
        ),
    );
    const saved = catchDownload();
    const user = userEvent.setup();
    renderSearch({ path: '/courses/search?c=algebra&f=year:29;sort:title~asc' });
    await screen.findByText('2 courses');
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));

    expect(await screen.findByRole('button', { name: 'Exporting…' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Downloading the export' })).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.parse(String(sent[0].body))).toEqual({
      query: 'algebra',
      filters: [{ field: 'year', selected: ['29'] }],
      submissionDateFilter: null,
      institutionId: null,
      sortBy: 'title',
      sortAscending: true,
    });
    expect(new Headers(sent[0].headers).get('X-CSRF-Token')).toBe('token-123');

    await act(async () => push(150_000));
    expect(await screen.findByText('150 KB received')).toBeInTheDocument();
    await act(async () => push(2_250_000));
    expect(await screen.findByText('2.4 MB received')).toBeInTheDocument();
    await act(async () => end());

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('course-search-2026-02-15.xlsx');
    expect(saved[0].blob.size).toBe(2_400_000);
    expect(await screen.findByRole('button', { name: 'Export to Excel' })).toBeEnabled();
    expect(screen.queryByRole('progressbar', { name: 'Downloading the export' })).toBeNull();
  });

  it('shows the server’s refusal', async () => {
    serveTotal(2);
    stubExport(() => new Response(JSON.stringify({ message: 'Export to Excel is disabled when results exceed 10000.' }), { status: 400, headers: { 'Content-Type': 'application/json' } }));
    const saved = catchDownload();
    const user = userEvent.setup();
    renderSearch({ path: '/courses/search?c=algebra' });
    await screen.findByText('2 courses');
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText('Export to Excel is disabled when results exceed 10000.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeEnabled();
  });
});

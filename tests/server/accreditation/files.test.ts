// Accreditation files (spec 2 §7): uploads are checked by their content, not their name (PDF, Word,
// PNG, JPEG; at most 10 MB), kept in PostgreSQL and streamed back with the type found at upload,
// opened in the browser or downloaded; the list answers the decisions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { samplePdf, samplePng, startAccreditationFixture, upload, type AccreditationFixture } from './fixture.js';

let f: AccreditationFixture;
beforeAll(async () => {
  f = await startAccreditationFixture();
}, 120_000);
afterAll(() => f?.h.close());

async function raw(path: string, cookie: string) {
  const res = await fetch(f.h.url + path, { headers: { cookie } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe(`accreditation files (${ENGINE})`, () => {
  it('takes a PDF, lists it pending and streams the same bytes back, inline or as a download', async () => {
    const pdf = samplePdf();
    const res = await upload(f, f.wascSchool, 'WASC letter 2026.pdf', pdf, { contentType: 'application/pdf', institutionId: f.wascSchool });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ institutionId: f.wascSchool, fileName: 'WASC letter 2026.pdf', contentType: 'application/pdf', sizeBytes: pdf.length, statusId: 1, status: 'Pending' });
    const id = res.body.accreditationFileId;

    const list = await f.h.call('GET', `/api/admin/institution/${f.wascSchool}/accreditationfiles`, undefined, f.reviewer);
    expect(list.status).toBe(200);
    expect(list.body.map((x: { id: number }) => x.id)).toContain(id);

    const opened = await raw(`/api/admin/institution/${f.wascSchool}/accreditationfile/${id}`, f.reviewer);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(opened.headers.get('content-disposition')).toBe(`inline; filename="WASC letter 2026.pdf"; filename*=UTF-8''WASC%20letter%202026.pdf`);
    expect(opened.headers.get('x-content-type-options')).toBe('nosniff');
    expect(opened.bytes.equals(pdf)).toBe(true);

    const downloaded = await raw(`/api/admin/institution/${f.wascSchool}/accreditationfile/${id}?download=true`, f.reviewer);
    expect(downloaded.headers.get('content-disposition')).toMatch(/^attachment; filename="WASC letter 2026.pdf"/);
    expect(downloaded.bytes.equals(pdf)).toBe(true);
  });

  it('takes a PNG scan with a name in any script and answers its type from the content', async () => {
    const png = samplePng();
    const res = await upload(f, f.newSchool, 'Acreditación – página 1.PNG', png);
    expect(res.status).toBe(201);
    expect(res.body.contentType).toBe('image/png');
    const opened = await raw(`/api/admin/institution/${f.newSchool}/accreditationfile/${res.body.id}`, f.reviewer);
    expect(opened.headers.get('content-type')).toBe('image/png');
    expect(opened.headers.get('content-disposition')).toBe(`inline; filename="Acreditaci_n _ p_gina 1.PNG"; filename*=UTF-8''Acreditaci%C3%B3n%20%E2%80%93%20p%C3%A1gina%201.PNG`);
    expect(opened.bytes.equals(png)).toBe(true);
  });

  it('refuses uploads that lie about their type, and empty, oversized or malformed ones', async () => {
    const cases: [string, Buffer, Record<string, unknown>, RegExp][] = [
      ['scan.pdf', samplePng(), {}, /content is a PNG image, but its name ends in \.pdf/],
      ['letter.png', samplePdf(), {}, /content is a PDF document, but its name ends in \.png/],
      ['letter', samplePdf(), {}, /has no extension/],
      ['letter.pdf', Buffer.from('<html><script>alert(1)</script></html>'), {}, /not a PDF, Word \(DOCX or DOC\), PNG or JPEG file/],
      ['archive.docx', Buffer.from('PK\u0003\u0004 just some zip entries', 'latin1'), {}, /not a PDF/],
      ['letter.pdf', samplePdf(), { contentType: 'image/png' }, /sent as image\/png, but its content is a PDF document/],
      ['letter.pdf', Buffer.alloc(0), {}, /The file is empty/],
    ];
    for (const [name, bytes, extra, message] of cases) {
      const res = await upload(f, f.newSchool, name, bytes, extra);
      expect(res.status, name).toBe(400);
      expect(res.body.modelState.content.join(' '), name).toMatch(message);
    }
    const notBase64 = await f.h.call('POST', `/api/admin/institution/${f.newSchool}/accreditationfile`, { fileName: 'a.pdf', content: 'not base64!' }, f.reviewer);
    expect(notBase64.status).toBe(400);
    expect(notBase64.body.modelState.content).toEqual(['Send the file content as base64 text.']);
    const noName = await f.h.call('POST', `/api/admin/institution/${f.newSchool}/accreditationfile`, { fileName: ' ', content: samplePdf().toString('base64') }, f.reviewer);
    expect(noName.body.modelState.fileName).toEqual(['Give the file name.']);
    const pathName = await upload(f, f.newSchool, '../../etc/passwd.pdf', samplePdf());
    expect(pathName.status).toBe(400);

    const big = Buffer.concat([samplePdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(f, f.newSchool, 'big.pdf', big);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.modelState.content).toEqual(['The file is larger than 10 MB.']);

    const files = await f.h.call('GET', `/api/admin/institution/${f.newSchool}/accreditationfiles`, undefined, f.reviewer);
    expect(files.body.map((x: { contentType: string }) => x.contentType)).toEqual(['image/png']);
  });

  it('takes Word documents and JPEG images by their content', async () => {
    const docx = Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.from('....[Content_Types].xml....word/document.xml....', 'latin1')]);
    const word = await upload(f, f.alder, 'Letter.docx', docx);
    expect(word.status).toBe(201);
    expect(word.body.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    // a Word file always downloads: browsers do not show it
    const opened = await raw(`/api/admin/institution/${f.alder}/accreditationfile/${word.body.id}`, f.reviewer);
    expect(opened.headers.get('content-disposition')).toMatch(/^attachment;/);
    const jpeg = await upload(f, f.alder, 'scan.jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]));
    expect(jpeg.status).toBe(201);
    expect(jpeg.body.contentType).toBe('image/jpeg');
  });

  it('answers 404 for a file of another institution or an unknown institution', async () => {
    const own = await upload(f, f.birch, 'letter.pdf', samplePdf());
    expect((await raw(`/api/admin/institution/${f.cedar}/accreditationfile/${own.body.id}`, f.reviewer)).status).toBe(404);
    expect((await raw(`/api/admin/institution/999999/accreditationfile/${own.body.id}`, f.reviewer)).status).toBe(404);
    expect((await f.h.call('GET', '/api/admin/institution/999999/accreditationfiles', undefined, f.reviewer)).status).toBe(404);
    expect((await upload(f, 999999, 'letter.pdf', samplePdf())).status).toBe(404);
  });

  it('lets only accreditation reviewers upload and read files', async () => {
    const own = await upload(f, f.cedar, 'letter.pdf', samplePdf());
    const anonymous = await f.h.call('POST', `/api/admin/institution/${f.cedar}/accreditationfile`, { fileName: 'a.pdf', content: samplePdf().toString('base64') });
    expect(anonymous.status).toBe(401);
    expect((await upload(f, f.cedar, 'letter.pdf', samplePdf(), {}, f.analyst)).status).toBe(403);
    expect((await raw(`/api/admin/institution/${f.cedar}/accreditationfile/${own.body.id}`, f.analyst)).status).toBe(403);
    expect((await fetch(`${f.h.url}/api/admin/institution/${f.cedar}/accreditationfile/${own.body.id}`)).status).toBe(401);
    expect((await f.h.call('GET', `/api/admin/institution/${f.cedar}/accreditationfiles`, undefined, f.analyst)).status).toBe(403);
  });
});

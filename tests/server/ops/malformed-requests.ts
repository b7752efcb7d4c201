// Malformed requests to the operator console, as a client that does not follow AdminJS's frontend
// sends them: bodies cut off, of the wrong type, with prototype keys or absurd nesting, too large;
// and addresses AdminJS's router matches but no page or action serves (GET of a write action, a
// record id that is no id). Every one must get a 4xx with a message, never a 500.
export interface MalformedRequest {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  contentType?: string;
  body?: string | Uint8Array;
}

const BOUNDARY = 'ops-probe-boundary';
const multipart = (parts: Array<[string, string]>, end = true) =>
  parts.map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') + (end ? `--${BOUNDARY}--\r\n` : '');
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';
const DEEP = 100_000;

/** Bodies no console page sends, each with the content type it claims. */
export const MALFORMED_BODIES: Array<{ name: string; contentType?: string; body: string | Uint8Array }> = [
  { name: 'cut-off JSON', contentType: JSON_TYPE, body: '{"name":"Cut' },
  { name: 'JSON with a byte-order mark', contentType: JSON_TYPE, body: '\uFEFF{"name":"Bom"}' },
  { name: 'JSON with prototype keys', contentType: JSON_TYPE, body: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}' },
  { name: `${DEEP} nested JSON arrays`, contentType: JSON_TYPE, body: '['.repeat(DEEP) + ']'.repeat(DEEP) },
  { name: 'a JSON array', contentType: JSON_TYPE, body: '[1,2,3]' },
  { name: 'a JSON string', contentType: JSON_TYPE, body: '"name"' },
  { name: 'text/plain', contentType: 'text/plain', body: '{"name":"Plain"}' },
  { name: 'text/xml', contentType: 'text/xml', body: '<record><name>Xml</name></record>' },
  { name: 'octet-stream', contentType: 'application/octet-stream', body: new Uint8Array([0, 159, 146, 150, 255]) },
  { name: 'an unknown content type', contentType: 'application/x-nonsense', body: 'name=Nonsense' },
  { name: 'multipart without a boundary', contentType: 'multipart/form-data', body: multipart([['name', 'NoBoundary']]) },
  { name: 'multipart cut off', contentType: MULTIPART, body: multipart([['name', 'Cut']], false).slice(0, -6) },
  { name: 'multipart with a file', contentType: MULTIPART, body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\nfile\r\n--${BOUNDARY}--\r\n` },
  { name: 'multipart __proto__.x', contentType: MULTIPART, body: multipart([['__proto__.polluted', '1'], ['name', 'Proto']]) },
  { name: 'multipart constructor.prototype.x', contentType: MULTIPART, body: multipart([['constructor.prototype.polluted', '1'], ['name', 'Ctor']]) },
  { name: 'form __proto__.x', contentType: FORM, body: '__proto__.polluted=1&name=Proto' },
  { name: 'form constructor.prototype.x', contentType: FORM, body: 'constructor.prototype.polluted=1&name=Ctor' },
  { name: 'form __proto__[x]', contentType: FORM, body: '__proto__[polluted]=1&name=Proto' },
  { name: `form key ${DEEP} levels deep`, contentType: FORM, body: `${'a.0'.repeat(DEEP / 2)}=1&name=Deep` },
  { name: 'form with a broken escape', contentType: FORM, body: 'name=%E0%A4%A&x=%' },
  { name: 'form with the null character', contentType: FORM, body: 'name=a%00b' },
  { name: 'form larger than the limit', contentType: FORM, body: `name=${'x'.repeat(3 * 1024 * 1024)}` },
  { name: 'form with too many fields', contentType: FORM, body: Array.from({ length: 3000 }, (_, i) => `f${i}=1`).join('&') },
];

/** The console's write actions of one record or resource. */
function writeTargets(resource: string, id: number | string): string[] {
  return [`/ops/api/resources/${resource}/actions/new`, `/ops/api/resources/${resource}/records/${id}/edit`, `/ops/api/resources/${resource}/records/${id}/delete`, `/ops/api/resources/${resource}/bulk/bulkDelete?recordIds=${id}`];
}

/** Addresses AdminJS's router matches that no console page calls this way. */
function oddReads(resource: string, id: number | string): string[] {
  const api = `/ops/api/resources/${resource}`;
  return [
    `${api}/actions/new`,
    `${api}/actions/edit`,
    `${api}/actions/delete`,
    `${api}/actions/bulkDelete`,
    `${api}/actions/nope`,
    `${api}/records/${id}/new`,
    `${api}/records/${id}/list`,
    `${api}/records/${id}/nope`,
    `${api}/records/not-an-id/show`,
    `${api}/records/99999999999999999999/show`,
    `${api}/records/%E0%A4%A/show`,
    `${api}/bulk/bulkDelete`,
    `${api}/bulk/bulkDelete?recordIds=abc,,`,
    `${api}/bulk/show?recordIds=${id}`,
    `${api}/actions/search/%E0%A4%A`,
    `${api}/actions/list?page=-1&perPage=100000000`,
    `${api}/actions/list?sortBy=__proto__&direction=sideways`,
    `${api}/actions/list?filters.__proto__.polluted=1`,
    `/ops/resources/${resource}/actions/new`,
    `/ops/resources/${resource}/records/${id}/nope`,
  ];
}

/** Every malformed request for the given resources and one existing record id of each. */
export function malformedRequests(records: Record<string, number>): MalformedRequest[] {
  const out: MalformedRequest[] = [];
  for (const [resource, id] of Object.entries(records)) {
    for (const path of writeTargets(resource, id)) for (const b of MALFORMED_BODIES) out.push({ name: `${b.name} to ${path}`, method: 'POST', path, contentType: b.contentType, body: b.body });
    for (const path of oddReads(resource, id)) out.push({ name: `GET ${path}`, method: 'GET', path });
  }
  return out;
}

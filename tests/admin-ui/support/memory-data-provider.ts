// A small in-memory dataProvider for screen tests. It follows the server's list semantics where the
// screens rely on them (a string filter matches a substring, case-insensitively; soft delete keeps
// the row and sets its flag) and records every call for assertions.
import { HttpError, type DataProvider, type RaRecord } from 'react-admin';

export interface DataProviderCall {
  method: string;
  resource: string;
  params: Record<string, unknown>;
}

export interface MemoryDataProvider extends DataProvider {
  calls: DataProviderCall[];
  callsOf(method: string, resource?: string): DataProviderCall[];
  rows(resource: string): RaRecord[];
}

export interface MemoryOptions {
  /** resource → boolean field DELETE sets instead of removing the row */
  softDelete?: Record<string, string>;
}

const clone = <T,>(v: T): T => structuredClone(v);

function matches(record: RaRecord, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([key, wanted]) => {
    if (wanted === undefined || wanted === '') return true;
    if (key === 'q') return Object.values(record).some((v) => typeof v === 'string' && v.toLowerCase().includes(String(wanted).toLowerCase()));
    const actual = record[key];
    if (Array.isArray(wanted)) return wanted.includes(actual);
    if (typeof actual === 'string' && typeof wanted === 'string') return actual.toLowerCase().includes(wanted.toLowerCase());
    return actual === wanted || String(actual) === String(wanted);
  });
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

export function memoryDataProvider(initial: Record<string, RaRecord[]>, options: MemoryOptions = {}): MemoryDataProvider {
  const db: Record<string, RaRecord[]> = clone(initial);
  const calls: DataProviderCall[] = [];
  const table = (resource: string) => (db[resource] ??= []);
  const log = (method: string, resource: string, params: unknown) => calls.push({ method, resource, params: clone(params ?? {}) as Record<string, unknown> });
  const find = (resource: string, id: unknown) => {
    const row = table(resource).find((r) => String(r.id) === String(id));
    if (!row) throw new HttpError(`${resource} ${String(id)} was not found.`, 404, { message: 'The record was not found.' });
    return row;
  };

  // as the server: soft-deleted rows leave lists unless the filter asks about the flag, for ids, or includeDeleted
  const listed = (resource: string, row: RaRecord, filter: Record<string, unknown>, includeDeleted: unknown) => {
    const flag = options.softDelete?.[resource];
    if (!flag || !row[flag] || includeDeleted === true || includeDeleted === 'true') return true;
    return filter[flag] !== undefined || filter.id !== undefined;
  };

  const provider: MemoryDataProvider = {
    calls,
    callsOf: (method, resource) => calls.filter((c) => c.method === method && (!resource || c.resource === resource)),
    rows: (resource) => clone(table(resource)),

    async getList(resource, params) {
      log('getList', resource, params);
      const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
      const { includeDeleted, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
      const rows = table(resource).filter((r) => matches(r, filter) && listed(resource, r, filter, includeDeleted));
      if (params.sort?.field) {
        const { field, order } = params.sort;
        rows.sort((a, b) => compare(a[field], b[field]) * (order === 'DESC' ? -1 : 1));
      }
      return { data: clone(rows.slice((page - 1) * perPage, page * perPage)) as never[], total: rows.length };
    },
    async getOne(resource, params) {
      log('getOne', resource, params);
      return { data: clone(find(resource, params.id)) as never };
    },
    async getMany(resource, params) {
      log('getMany', resource, params);
      return { data: clone(table(resource).filter((r) => params.ids.map(String).includes(String(r.id)))) as never[] };
    },
    async getManyReference(resource, params) {
      log('getManyReference', resource, params);
      const rows = table(resource).filter((r) => String(r[params.target]) === String(params.id) && matches(r, params.filter ?? {}));
      return { data: clone(rows) as never[], total: rows.length };
    },
    async create(resource, params) {
      log('create', resource, params);
      const id = table(resource).reduce((max, r) => Math.max(max, Number(r.id) || 0), 0) + 1;
      const row = { ...clone(params.data), id } as RaRecord;
      table(resource).push(row);
      return { data: clone(row) as never };
    },
    async update(resource, params) {
      log('update', resource, params);
      const row = find(resource, params.id);
      Object.assign(row, clone(params.data));
      return { data: clone(row) as never };
    },
    async updateMany(resource, params) {
      log('updateMany', resource, params);
      for (const id of params.ids) Object.assign(find(resource, id), clone(params.data));
      return { data: params.ids };
    },
    async delete(resource, params) {
      log('delete', resource, params);
      const row = find(resource, params.id);
      const flag = options.softDelete?.[resource];
      if (flag) row[flag] = true;
      else db[resource] = table(resource).filter((r) => r !== row);
      return { data: clone(row) as never };
    },
    async deleteMany(resource, params) {
      log('deleteMany', resource, params);
      for (const id of params.ids) await provider.delete(resource, { id });
      return { data: params.ids };
    },
  };
  return provider;
}

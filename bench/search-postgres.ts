// PostgreSQL as a peer of bench:search: the documents in one table of a database of the benchmark's
// own (dropped at the end), a column per facet group (arrays for the multi-valued ones) with its
// index, the texts as tsvectors (names by prefix, identifiers by whole word, GIN indexes), the date
// with a btree. A request is the results page, the total and one GROUP BY per facet group (each with
// the other groups' selections), sent together over a small pool as an application would.
import pg from 'pg';
import { FACET_GROUPS, textWords } from '../server/search/engine/index.js';
import type { SearchDocument, SearchQuery } from '../core/contract/course-search.js';
import { valuesOf } from '../server/search/engine/facet-groups.js';

const SQL_TYPE = { number: 'int', string: 'text', boolean: 'boolean' } as const;
const col = (field: string) => `"${field}"`;

export interface PostgresPeer {
  database: string;
  run(query: SearchQuery): Promise<number>;
  close(): Promise<void>;
}

function row(doc: SearchDocument): Record<string, unknown> {
  const r: Record<string, unknown> = {
    id: doc.courseYearId,
    title_key: doc.title.toLowerCase(),
    institution_key: doc.institutionName.toLowerCase(),
    record_key: doc.recordId,
    status_order: ['approved', 'notApproved', 'submitted', 'notSubmitted'].indexOf(doc.statusGroup),
    names: [doc.title, doc.institutionName, ...doc.offeringInstitutions.map((o) => o.name), ...doc.transcriptAbbreviations].flatMap(textWords).join(' '),
    identifiers: [doc.recordId, ...doc.transcriptCodes].flatMap(textWords).join(' '),
    submitted_on: doc.submittedOn?.toISOString() ?? null,
  };
  for (const g of FACET_GROUPS) {
    const values = valuesOf(g, doc);
    r[g.field] = g.multi ? values : (values[0] ?? null);
  }
  return r;
}

export async function startPostgresPeer(serverUrl: string, docs: readonly SearchDocument[], log: (line: string) => void): Promise<PostgresPeer> {
  const database = `search_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  let closing = false;
  // dropping the database at the end ends any connection the pool still holds: expected then, not a crash
  pool.on('error', (err) => {
    if (!closing) log(`  PostgreSQL pool: ${err.message}`);
  });

  const facetColumns = FACET_GROUPS.map((g) => `${col(g.field)} ${SQL_TYPE[g.kind]}${g.multi ? '[]' : ''}`);
  await pool.query(`create table search_doc (id int primary key, title_key text, institution_key text, record_key text, status_order int,
    names tsvector, identifiers tsvector, submitted_on timestamptz, ${facetColumns.join(', ')})`);
  const recordColumns = ['id int', 'title_key text', 'institution_key text', 'record_key text', 'status_order int', 'names text', 'identifiers text', 'submitted_on timestamptz', ...facetColumns];
  const insert = `insert into search_doc select id, title_key, institution_key, record_key, status_order, to_tsvector('simple', names), to_tsvector('simple', identifiers), submitted_on,
      ${FACET_GROUPS.map((g) => col(g.field)).join(', ')} from json_to_recordset($1::json) as r(${recordColumns.join(', ')})`;
  const t0 = performance.now();
  for (let i = 0; i < docs.length; i += 5000) await pool.query(insert, [JSON.stringify(docs.slice(i, i + 5000).map(row))]);
  log(`  PostgreSQL: ${docs.length} rows loaded in ${Math.round(performance.now() - t0)} ms`);
  const t1 = performance.now();
  const indexes = [
    `create index on search_doc using gin (names)`,
    `create index on search_doc using gin (identifiers)`,
    `create index on search_doc (submitted_on)`,
    ...FACET_GROUPS.map((g) => `create index on search_doc using ${g.multi ? 'gin' : 'btree'} (${col(g.field)})`),
  ];
  for (const sql of indexes) await pool.query(sql);
  await pool.query('vacuum analyze search_doc');
  log(`  PostgreSQL: indexes and statistics in ${Math.round(performance.now() - t1)} ms`);

  const orderKey: Record<string, string> = {
    title: 'title_key',
    institutionName: 'institution_key',
    recordId: 'record_key',
    academicYear: col('year'),
    submittedOn: 'submitted_on',
    statusGroup: 'status_order',
  };

  /** A condition with its values; `?` marks each value, numbered per statement. */
  interface Condition {
    sql: string;
    values: unknown[];
  }

  /** The statement's text with $1… for the conditions' values, and those values. */
  function statement(head: string, conditions: Condition[], tail = ''): [string, unknown[]] {
    const values: unknown[] = [];
    const parts = conditions.map((c) => {
      let k = 0;
      return c.sql.replace(/\?/g, () => {
        values.push(c.values[k++]);
        return `$${values.length}`;
      });
    });
    return [`${head} ${parts.length ? `where ${parts.join(' and ')}` : ''} ${tail}`, values];
  }

  async function run(query: SearchQuery): Promise<number> {
    const base: Condition[] = [];
    for (const word of textWords(query.query ?? '')) base.push({ sql: `(names @@ to_tsquery('simple', ?) or identifiers @@ to_tsquery('simple', ?))`, values: [`${word}:*`, word] });
    const range = query.submissionDateFilter;
    if (range) base.push({ sql: 'submitted_on between ? and ?', values: [range.min ? new Date(range.min) : new Date(0), range.max ? new Date(range.max) : new Date(8.64e15)] });
    const selections = new Map<string, Condition>();
    for (const f of query.filters ?? []) {
      const g = FACET_GROUPS.find((x) => x.field === f.field)!;
      const values = f.selected.map((v) => (g.kind === 'number' ? Number(v) : g.kind === 'boolean' ? v === true || v === 'true' : String(v)));
      const typed = `?::${SQL_TYPE[g.kind]}[]`;
      selections.set(g.field, { sql: g.multi ? `${col(g.field)} && ${typed}` : `${col(g.field)} = any(${typed})`, values: [values] });
    }
    const conditions = (except: string | null) => [...base, ...[...selections].filter(([field]) => field !== except).map(([, c]) => c)];
    const order = `order by ${orderKey[query.sortBy ?? 'submittedOn']} ${query.sortAscending ? 'asc' : 'desc'} nulls last, id limit 25`;
    const statements = [
      statement('select id from search_doc', conditions(null), order),
      statement('select count(*)::int as n from search_doc', conditions(null)),
      ...FACET_GROUPS.map((g) =>
        g.multi
          ? statement(`select v, count(*) from search_doc cross join unnest(${col(g.field)}) v`, conditions(g.field), 'group by v')
          : statement(`select ${col(g.field)} as v, count(*) from search_doc`, conditions(g.field), 'group by 1'),
      ),
    ];
    const [, total] = await Promise.all(statements.map(([sql, values]) => pool.query(sql, values)));
    return (total.rows[0] as { n: number }).n;
  }

  return {
    database,
    run,
    async close() {
      closing = true;
      await pool.end();
      const done = new pg.Client({ connectionString: serverUrl });
      await done.connect();
      await done.query(`drop database if exists ${database} with (force)`);
      await done.end();
    },
  };
}

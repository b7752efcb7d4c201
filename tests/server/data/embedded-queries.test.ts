// The embedded driver's two decisions, without a database: how many statements a SQL text holds
// (";" inside literals, identifiers, dollar quotes and comments ends nothing), and which values of a
// MikroORM query become "$n" parameters (text) or stay inlined (everything else).
import { describe, expect, it } from 'vitest';
import { PostgreSqlPlatform, raw } from '@mikro-orm/postgresql';
import { statementCount } from '../../../server/db/sql-statements.js';
import { bindTextParameters } from '../../../server/db/bound-query.js';

describe('statementCount', () => {
  it.each([
    [`insert into "tag" ("name") values ('semi;colon-1') returning "id"`, 1],
    [`select 'a;b', E'it\\'s;', "odd;name" from t;`, 1],
    [`select 'it''s; fine'`, 1],
    [`select $$ a; b $$, $body$ ; $body$`, 1],
    [`select 1 -- a; comment\n`, 1],
    [`select /* a; /* nested; */ still; */ 1`, 1],
    [`create table a (id int); create index a_idx on a (id);`, 2],
    [`set search_path to "public";\nselect 1;\n  ;  `, 2],
    [`  ; -- nothing\n`, 0],
  ])('%s → %i', (sql, count) => {
    expect(statementCount(sql)).toBe(count);
  });

  it('does not take a "$" inside a word or a parameter for a dollar quote', () => {
    expect(statementCount(`select a$b$ from t where id = $1; select 2`)).toBe(2);
  });
});

describe('bindTextParameters', () => {
  const platform = new PostgreSqlPlatform();

  it('binds text values and JSON objects, inlines the rest as MikroORM does', () => {
    const when = new Date('2026-01-02T03:04:05.000Z');
    const bound = bindTextParameters(platform, 'insert into ?? (a, b, c, d, e, f) values (?, ?, ?, ?, ?, ?)', ['tag', 'semi;colon', 5, true, null, when, { k: "it's" }]);
    expect(bound.values).toEqual(['semi;colon', JSON.stringify({ k: "it's" })]);
    expect(bound.sql).toBe(`insert into "tag" (a, b, c, d, e, f) values ($1, 5, true, NULL, ${platform.quoteValue(when)}, $2)`);
  });

  it('expands lists, keeps escaped question marks and binds inside raw fragments', () => {
    const bound = bindTextParameters(platform, 'select * from t where a in (?) and b \\? ? and c = ?', [['x;', 'y', 3], 'key', raw('lower(?)', ['Ä;'])]);
    expect(bound.sql).toBe('select * from t where a in ($1, $2, 3) and b ? $3 and c = lower($4)');
    expect(bound.values).toEqual(['x;', 'y', 'key', 'Ä;']);
  });

  it('leaves a query without parameters untouched', () => {
    expect(bindTextParameters(platform, "select '?;' as x", [])).toEqual({ sql: "select '?;' as x", values: [] });
  });
});

// MikroORM writes its queries with "?" placeholders and, on PostgreSQL, inlines every value as a
// quoted literal before sending them (Platform.formatQuery). For the embedded database this file
// turns the text values into "$n" parameters instead, so user text never becomes part of the SQL
// text. Everything else is inlined exactly as MikroORM would (numbers, booleans, null, dates,
// identifiers, raw fragments): those never hold text a user typed.
import { JsonProperty, Utils, type Platform } from '@mikro-orm/core';

export interface BoundQuery {
  sql: string;
  /** the "$n" values, in order, as PostgreSQL text */
  values: string[];
}

export function bindTextParameters(platform: Platform, sql: string, params: readonly unknown[]): BoundQuery {
  const values: string[] = [];
  const bind = (text: string) => {
    values.push(text);
    return `$${values.length}`;
  };

  const value = (v: unknown): string => {
    if (typeof v === 'string') return bind(v);
    if (Utils.isRawSql(v)) return format(v.sql, v.params ?? []);
    if (Utils.isPlainObject(v) || (v as Record<symbol, unknown> | null)?.[JsonProperty]) return bind(JSON.stringify(v));
    if (Array.isArray(v)) return v.map((item) => (typeof item === 'string' ? bind(item) : String(platform.escape(item)))).join(', ');
    return String(platform.quoteValue(v));
  };

  // the placeholder grammar of Platform.formatQuery: "??" an identifier, "\?" a literal "?", "?" a value
  function format(text: string, args: readonly unknown[]): string {
    if (args.length === 0) return text;
    let next = 0;
    let pos = 0;
    let out = '';
    if (text[0] === '?') {
      if (text[1] === '?') {
        out += platform.quoteIdentifier(args[next++] as string);
        pos = 2;
      } else {
        out += value(args[next++]);
        pos = 1;
      }
    }
    while (pos < text.length) {
      const at = text.indexOf('?', pos + 1);
      if (at === -1) {
        out += text.substring(pos);
        break;
      }
      if (text.substring(at - 1, at + 1) === '\\?') {
        out += text.substring(pos, at - 1) + '?';
        pos = at + 1;
      } else if (text.substring(at, at + 2) === '??') {
        out += text.substring(pos, at) + platform.quoteIdentifier(args[next++] as string);
        pos = at + 2;
      } else {
        out += text.substring(pos, at) + value(args[next++]);
        pos = at + 1;
      }
    }
    return out;
  }

  return { sql: format(sql, params), values };
}

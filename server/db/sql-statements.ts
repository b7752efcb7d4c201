// Counts the statements of a SQL text the way PostgreSQL's lexer splits them: a ";" inside a string
// literal ('…', E'…'), a quoted identifier, a dollar-quoted body or a comment ends nothing.

const IDENTIFIER_CHAR = /[A-Za-z0-9_$]/;
const DOLLAR_TAG = /^\$(?:[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/;

/** Index just past the closing quote of the literal opening at `start` ('' is an escaped quote). */
function endOfQuoted(sql: string, start: number, quote: string, backslashEscapes: boolean): number {
  let i = start + 1;
  while (i < sql.length) {
    const c = sql[i];
    if (backslashEscapes && c === '\\') i += 2;
    else if (c === quote && sql[i + 1] === quote) i += 2;
    else if (c === quote) return i + 1;
    else i++;
  }
  return sql.length;
}

/** Index just past a block comment opening at `start`; PostgreSQL's block comments nest. */
function endOfBlockComment(sql: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < sql.length) {
    if (sql.startsWith('/*', i)) {
      depth++;
      i += 2;
    } else if (sql.startsWith('*/', i)) {
      depth--;
      i += 2;
      if (depth === 0) return i;
    } else i++;
  }
  return sql.length;
}

/** E'…' (and e'…') strings take backslash escapes; the E must not end a longer word. */
function isEscapeString(sql: string, quoteAt: number): boolean {
  const prefix = sql[quoteAt - 1];
  return (prefix === 'E' || prefix === 'e') && !IDENTIFIER_CHAR.test(sql[quoteAt - 2] ?? '');
}

/** How many non-empty statements the text holds. */
export function statementCount(sql: string): number {
  let count = 0;
  let content = false;
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    if (c === ';') {
      if (content) count++;
      content = false;
      i++;
    } else if (c === '-' && sql[i + 1] === '-') {
      const eol = sql.indexOf('\n', i);
      i = eol === -1 ? sql.length : eol + 1;
    } else if (c === '/' && sql[i + 1] === '*') {
      i = endOfBlockComment(sql, i);
    } else if (/\s/.test(c)) {
      i++;
    } else {
      content = true;
      if (c === "'") i = endOfQuoted(sql, i, "'", isEscapeString(sql, i));
      else if (c === '"') i = endOfQuoted(sql, i, '"', false);
      else if (c === '$' && !IDENTIFIER_CHAR.test(sql[i - 1] ?? '')) {
        const tag = DOLLAR_TAG.exec(sql.slice(i, i + 64))?.[0];
        if (tag) {
          const end = sql.indexOf(tag, i + tag.length);
          i = end === -1 ? sql.length : end + tag.length;
        } else i++;
      } else i++;
    }
  }
  return content ? count + 1 : count;
}

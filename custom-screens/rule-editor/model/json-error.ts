// Where a JSON text stops being JSON, as "Line 3, column 7: …". The engine's own message does not
// always say where (V8 quotes the text instead), so a small strict scanner finds the place.
const LITERAL = /true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** The offset of the first error, or -1 when the text is JSON. */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const fail = (): never => {
    throw i;
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  };
  const string = () => {
    i++;
    while (i < text.length) {
      const c = text[i];
      if (c === '\\') i += 2;
      else if (c === '"') return void i++;
      else if (c < ' ') fail();
      else i++;
    }
    fail();
  };
  const list = (close: string, item: () => void) => {
    i++;
    space();
    if (text[i] === close) return void i++;
    for (;;) {
      item();
      space();
      if (text[i] === ',') i++;
      else if (text[i] === close) return void i++;
      else fail();
    }
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === '{')
      return list('}', () => {
        space();
        if (text[i] !== '"') fail();
        string();
        space();
        if (text[i] !== ':') fail();
        i++;
        value();
      });
    if (c === '[') return list(']', value);
    if (c === '"') return string();
    LITERAL.lastIndex = i;
    if (!LITERAL.exec(text)) fail();
    i = LITERAL.lastIndex;
  };
  try {
    value();
    space();
    if (i < text.length) fail();
    return -1;
  } catch (at) {
    return Math.min(at as number, text.length);
  }
}

export function jsonSyntaxError(text: string, error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  // V8 quotes the whole text after the reason; keep the reason
  const reason = raw.replace(/, ".*" is not valid JSON$/s, '').replace(/ in JSON at position \d+.*$/s, '').replace(/ \(line \d+ column \d+\)$/, '');
  const at = jsonErrorOffset(text);
  if (at < 0) return reason;
  const lines = text.slice(0, at).split('\n');
  return `Line ${lines.length}, column ${lines[lines.length - 1].length + 1}: ${reason}`;
}

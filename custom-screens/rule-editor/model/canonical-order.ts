// The database keeps JSON keys in its own order ("value" before "operator"); the editor shows them
// in reading order (fact, operator, value; name, conditions, event). Only the order changes.
const ORDERS: Record<string, string[]> = {
  rule: ['name', 'conditions', 'event', 'priority'],
  condition: ['fact', 'operator', 'value', 'path'],
  event: ['type', 'params'],
  params: ['message', 'field', 'fields'],
  test: ['name', 'facts', 'expect'],
  expect: ['allowed', 'messages', 'shown', 'cleared'],
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function ordered(obj: Record<string, unknown>, order: string[]): Record<string, unknown> {
  const keys = [...order.filter((k) => k in obj), ...Object.keys(obj).filter((k) => !order.includes(k))];
  return Object.fromEntries(keys.map((k) => [k, obj[k]]));
}

function condition(c: unknown): unknown {
  if (!isObject(c)) return c;
  if (Array.isArray(c.all)) return { ...c, all: c.all.map(condition) };
  if (Array.isArray(c.any)) return { ...c, any: c.any.map(condition) };
  if ('not' in c) return { ...c, not: condition(c.not) };
  return ordered(c, ORDERS.condition);
}

function rule(r: unknown): unknown {
  if (!isObject(r)) return r;
  const event = isObject(r.event) ? ordered({ ...r.event, ...(isObject(r.event.params) ? { params: ordered(r.event.params, ORDERS.params) } : {}) }, ORDERS.event) : r.event;
  return ordered({ ...r, conditions: condition(r.conditions), event }, ORDERS.rule);
}

function test(t: unknown): unknown {
  if (!isObject(t)) return t;
  return ordered({ ...t, ...(isObject(t.expect) ? { expect: ordered(t.expect, ORDERS.expect) } : {}) }, ORDERS.test);
}

export function inReadingOrder(def: unknown): unknown {
  if (!isObject(def)) return def;
  return ordered(
    { ...def, ...(Array.isArray(def.rules) ? { rules: def.rules.map(rule) } : {}), ...(Array.isArray(def.tests) ? { tests: def.tests.map(test) } : {}) },
    ['rules', 'tests'],
  );
}

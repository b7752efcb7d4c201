// The operators rules may use: json-rules-engine's own, plus two of ours. Rules stay pure JSON;
// an operator is the only code a condition runs.
import { Operator } from 'json-rules-engine';

const isBlankValue = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

export const CUSTOM_OPERATORS = [
  // true when the fact is empty (null, blank text, empty list) and the value is true, or the reverse
  new Operator('isBlank', (factValue: unknown, expected: unknown) => isBlankValue(factValue) === Boolean(expected)),
  // true when the fact (a list) holds at least one of the value's items
  new Operator('containsAny', (factValue: unknown, expected: unknown) => Array.isArray(factValue) && Array.isArray(expected) && expected.some((e) => factValue.includes(e))),
];

export const BUILT_IN_OPERATORS = ['equal', 'notEqual', 'lessThan', 'lessThanInclusive', 'greaterThan', 'greaterThanInclusive', 'in', 'notIn', 'contains', 'doesNotContain'];

export const OPERATOR_NAMES = [...BUILT_IN_OPERATORS, ...CUSTOM_OPERATORS.map((o) => o.name)];

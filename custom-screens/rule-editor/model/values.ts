// Values of conditions and test facts, fitted to the fact's type and the operator.
import type { FactDef } from '../../../core/rules/facts.js';

/** Operators whose value is a list. */
export const LIST_OPERATORS = ['in', 'notIn', 'containsAny'];

export const isListOperator = (operator: string) => LIST_OPERATORS.includes(operator);

export interface FactRef {
  fact: string;
}

export function isFactRef(value: unknown): value is FactRef {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as FactRef).fact === 'string';
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One typed item: a number fact takes numbers, and items of a list fact that look like numbers are
 * numbers (discipline ids) while letters stay text (subject area codes).
 */
export function coerceItem(text: string, fact: FactDef | undefined): string | number {
  const t = text.trim();
  if (fact?.values?.some((v) => String(v) === t)) return fact.values.find((v) => String(v) === t)!;
  if ((fact?.type === 'number' || fact?.type === 'list') && NUMBER.test(t)) return Number(t);
  return t;
}

export function defaultValue(fact: FactDef | undefined, operator: string): unknown {
  if (operator === 'isBlank') return true;
  if (isListOperator(operator)) return [];
  if (!fact) return '';
  if (fact.values?.length) return fact.values[0];
  if (fact.type === 'number') return 0;
  if (fact.type === 'boolean') return true;
  return '';
}

/** Keeps what can be kept when the operator changes between a single value and a list. */
export function fitValueToOperator(value: unknown, operator: string, fact: FactDef | undefined): unknown {
  if (isFactRef(value)) return value;
  if (operator === 'isBlank') return typeof value === 'boolean' ? value : true;
  if (isListOperator(operator)) return Array.isArray(value) ? value : value === '' || value == null ? [] : [value];
  if (Array.isArray(value)) return value.length ? value[0] : defaultValue(fact, operator);
  if (typeof value === 'boolean' && fact?.type !== 'boolean') return defaultValue(fact, operator);
  return value;
}

/** A fresh value when the fact changes to one of another type. */
export function fitValueToFact(value: unknown, operator: string, before: FactDef | undefined, after: FactDef | undefined): unknown {
  if (isFactRef(value) || operator === 'isBlank') return value;
  if (before?.type === after?.type && JSON.stringify(before?.values) === JSON.stringify(after?.values)) return value;
  return defaultValue(after, operator);
}

/** How a value reads in a sentence: text in quotes, lists joined, another fact by its name. */
export function valueText(value: unknown): string {
  if (isFactRef(value)) return `the fact ${value.fact}`;
  if (Array.isArray(value)) return `[${value.map(valueText).join(', ')}]`;
  if (typeof value === 'string') return `"${value}"`;
  if (value === null || value === undefined) return 'nothing';
  return String(value);
}

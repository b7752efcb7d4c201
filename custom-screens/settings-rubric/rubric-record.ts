import type { RaRecord } from 'react-admin';

export const RUBRICS_RESOURCE = 'rubrics';
export const RUBRIC_NAME_MAX = 100;
export const RUBRIC_VALUE_MIN = 0;
export const RUBRIC_VALUE_MAX = 5;

export interface RubricRecord extends RaRecord {
  name: string;
  value: number;
  isDeleted?: boolean | null;
}

/** The value typed in a field as a whole number 0–5, or undefined when it is not one. */
export function parseRubricValue(text: string): number | undefined {
  if (!/^\s*\d+\s*$/.test(text)) return undefined;
  const n = Number(text);
  return n >= RUBRIC_VALUE_MIN && n <= RUBRIC_VALUE_MAX ? n : undefined;
}

export const RUBRIC_VALUE_HINT = `A whole number from ${RUBRIC_VALUE_MIN} to ${RUBRIC_VALUE_MAX}`;

// Pieces of the request bodies of the review screen, with messages a person can act on. A body
// failing them is a 400 with modelState by field path (server/crud/parse-body.ts).
import { z } from 'zod';
import { INT4_MAX } from '../../crud/field-values.js';
import { REVIEW_SECTIONS } from '../../../resources/_enums.js';

/** The id of a record chosen from a list: a whole number from 1 to int4's largest. */
export const recordIdOf = (what: string) =>
  z.number({ error: `Choose ${what}.` }).int({ error: `Choose ${what}.` }).min(1, { error: `Choose ${what}.` }).max(INT4_MAX, { error: `Choose ${what}.` });

/** Long text (notes, comments) kept exactly as written: no trimming, so ';', quotes and indentation survive. */
export const longText = (max: number) => z.string({ error: 'Enter text.' }).max(max, { error: `Use at most ${max} characters.` });

export const SECTION_IDS = REVIEW_SECTIONS.map((s) => s.id) as readonly string[];

/** A review statement section (spec 3 §3): 0, 2, 3, 3a, 3b, 3c, 4, or -1; a number is read as its text. */
export const sectionSchema = z
  .union([z.string(), z.number()], { error: `Choose a section: ${SECTION_IDS.join(', ')}.` })
  .transform((v) => String(v).trim())
  .refine((v) => SECTION_IDS.includes(v), { error: `Choose a section: ${SECTION_IDS.join(', ')}.` });

/** The spec's material flags: the form sends 1 or 0, the screen true or false. */
export const flagSchema = z.union([z.boolean(), z.literal(1), z.literal(0), z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false')], { error: 'Choose yes or no (true/false or 1/0).' }).transform((v) => v === true || v === 1 || v === '1' || v === 'true');

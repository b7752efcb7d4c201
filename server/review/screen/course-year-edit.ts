// The analyst's edits of what a submission says, one property at a time as the screen autosaves
// (spec 3 §9: basic-info save delay 1.5 s). Both calls write the course year of the submission's
// course and academic year, through the submission's current review (the analyst's lease rules,
// review-write.ts), under the course year's row lock so an edit on the course detail and one here
// take turns. The body is the part of the screen's model the property belongs to (basicInfo, or
// the description); only the property named by ?propertyName is taken from it.
import { z } from 'zod';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { badRequest } from '../../http/errors.js';
import { validateBody } from '../../crud/validate.js';
import { lockRow } from '../../crud/row-version.js';
import courseYears from '../../../resources/course-years.js';
import type { SessionUser } from '../../auth/session-user.js';
import { queryChoice } from './params.js';
import { writeSubmission } from './review-write.js';
import { courseYearOf } from './submission-content.js';
import { reviewClock } from './clock.js';
import type { CourseYearRow, SubmissionRow } from './rows.js';

const requisites = z
  .array(
    z
      .object({
        value: z.string({ error: 'Enter the course or requirement.' }).max(500, { error: 'Use at most 500 characters.' }),
        isRequired: z.boolean({ error: 'Choose yes or no.' }),
      })
      .strict(),
    { error: 'Send a list of { value, isRequired }.' },
  )
  .max(50, { error: 'Send at most 50 entries.' })
  .nullable();

const units = z
  .array(
    z
      .object({
        title: z.string({ error: 'Enter the unit title.' }).max(500, { error: 'Use at most 500 characters.' }),
        description: z.string({ error: 'Enter the unit description.' }).max(20_000, { error: 'Use at most 20000 characters.' }),
      })
      .strict(),
    { error: 'Send a list of { title, description }.' },
  )
  .max(100, { error: 'Send at most 100 units.' })
  .nullable();

/** Properties whose value is a list with a shape of its own; the rest are checked by the course year's field definitions. */
const LIST_SHAPES: Record<string, z.ZodType> = { prerequisites: requisites, corequisites: requisites, units };

export const BASIC_INFO_PROPERTIES = [
  'title',
  'courseLengthId',
  'isGrade9',
  'isGrade10',
  'isGrade11',
  'isGrade12',
  'isCte',
  'cteIndustryId',
  'ctePathwayId',
  'honorsTypeId',
  'requiresWetLabActivity',
  'isMathCategory4',
  'prerequisites',
  'corequisites',
] as const;

export const DESCRIPTION_PROPERTIES = ['courseDescription', 'prerequisites', 'corequisites', 'units'] as const;

/** The one value to write, checked: { property: value } ready for the course year. */
function valueOf(property: string, body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be a JSON object holding the property.');
  if (!Object.hasOwn(body, property)) throw badRequest(`The body holds no value for ${property}.`, { [property]: [`Send the value of ${property}.`] });
  const raw = (body as Record<string, unknown>)[property];
  const shape = LIST_SHAPES[property];
  if (!shape) {
    const change = validateBody(courseYears, { [property]: raw }, 'update');
    // a yes/no property has no "unknown": its column holds true or false
    if (change[property] === null && (courseYears.fields as Record<string, { type: string }>)[property]?.type === 'boolean') throw badRequest('Please correct the highlighted fields.', { [property]: ['Choose yes or no.'] });
    return change;
  }
  const result = shape.safeParse(raw);
  if (!result.success) {
    const modelState: Record<string, string[]> = {};
    for (const issue of result.error.issues) (modelState[[property, ...issue.path].join('.')] ??= []).push(issue.message);
    throw badRequest('Please correct the highlighted fields.', modelState);
  }
  return { [property]: result.data };
}

/**
 * Writes one property of the submission's course year and answers `answer(tx, submission, year)`
 * with the course year as stored.
 */
export async function editCourseYear<T>(
  em: EntityManager,
  req: Request,
  user: SessionUser,
  submissionId: number,
  properties: readonly string[],
  answer: (tx: EntityManager, submission: SubmissionRow, year: CourseYearRow) => Promise<T> | T,
): Promise<T> {
  const property = queryChoice(req, 'propertyName', properties);
  const change = valueOf(property, req.body);
  return writeSubmission(em, submissionId, user, async (tx, { submission }) => {
    const year = await courseYearOf(tx, submission);
    await lockRow(tx, courseYears, year.id);
    await tx.refresh(year);
    Object.assign(year, change, { updatedOn: reviewClock.now() });
    await tx.flush();
    return answer(tx, submission, year);
  });
}

// What the review screen tests share on top of the review fixtures (../fixtures.ts): a rubric row,
// an analyst's batch ready to decide, and moving the screen's clock.
import rubrics from '../../../../resources/rubrics.js';
import materialTypes from '../../../../resources/material-types.js';
import submissionTypes from '../../../../resources/submission-types.js';
import { MATERIAL_TYPES, SUBMISSION_TYPES } from '../../../../seeds/lookups/courses.js';
import { reviewClock } from '../../../../server/review/screen/clock.js';
import type { ReviewFixtures } from '../fixtures.js';

/** A rubric of this value (names are unique among rubrics in use, so each value gets one). */
export async function rubricOf(f: ReviewFixtures, value: number): Promise<number> {
  const [existing] = await f.rows<{ id: number }>(rubrics.entity, { value, isDeleted: false });
  return existing?.id ?? f.insert(rubrics.entity, { name: `Rubric ${value}`, value });
}

/** The material kinds and submission types as the demo seed has them; a test database starts without them. */
export async function courseLookups(f: ReviewFixtures): Promise<void> {
  for (const t of MATERIAL_TYPES) if (!(await f.row(materialTypes.entity, t.id))) await f.insert(materialTypes.entity, t);
  for (const t of SUBMISSION_TYPES) if (!(await f.row(submissionTypes.entity, t.id))) await f.insert(submissionTypes.entity, t);
}

/** Runs `fn` with the screen's clock moved `minutes` ahead, then puts it back. */
export async function minutesLater<T>(minutes: number, fn: () => Promise<T>): Promise<T> {
  const real = reviewClock.now;
  reviewClock.now = () => new Date(real().getTime() + minutes * 60_000);
  try {
    return await fn();
  } finally {
    reviewClock.now = real;
  }
}

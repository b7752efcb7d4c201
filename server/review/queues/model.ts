// The resources the queue calls read and write, taken from the model so entity, table and column
// names follow resources/*.ts (docs/courses-and-review.md), and the row shapes the calls rely on
// (references are ids: the entity builder maps each reference to its primary key).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MetadataStorage } from '@mikro-orm/core';
import academicYears from '../../../resources/academic-years.js';
import courseEvents from '../../../resources/course-events.js';
import courseNotes from '../../../resources/course-notes.js';
import courseSubmissionReviews from '../../../resources/course-submission-reviews.js';
import courseSubmissions from '../../../resources/course-submissions.js';
import courseTags from '../../../resources/course-tags.js';
import courseYears from '../../../resources/course-years.js';
import courses from '../../../resources/courses.js';
import feedbackStatements from '../../../resources/feedback-statements.js';
import institutions from '../../../resources/institutions.js';
import reviewBatches from '../../../resources/review-batches.js';
import reviewExclusions from '../../../resources/review-exclusions.js';
import reviewStatements from '../../../resources/review-statements.js';
import roles from '../../../resources/roles.js';
import tags from '../../../resources/tags.js';
import users from '../../../resources/users.js';
import { sqlNamesOf, type SqlNames as NamesOf } from '../../db/table-names.js';

/** Entity names, for em.find / em.create. */
export const E = {
  academicYear: academicYears.entity,
  batch: reviewBatches.entity,
  course: courses.entity,
  courseEvent: courseEvents.entity,
  courseNote: courseNotes.entity,
  courseTag: courseTags.entity,
  courseYear: courseYears.entity,
  exclusion: reviewExclusions.entity,
  feedbackStatement: feedbackStatements.entity,
  institution: institutions.entity,
  review: courseSubmissionReviews.entity,
  role: roles.entity,
  statement: reviewStatements.entity,
  submission: courseSubmissions.entity,
  tag: tags.entity,
  user: users.entity,
} as const;

export type EntityKey = keyof typeof E;

/** Quoted table and column names for hand-written SQL: `sql.t('submission')`, `sql.c('submission', 'status')`. */
export type SqlNames = NamesOf<EntityKey>;

/** Builds each query once per ORM (the names cannot change while it runs). */
export function queryCache<K>(build: (n: SqlNames, key: K) => string): (em: EntityManager, key: K) => string {
  const cache = new WeakMap<MetadataStorage, Map<K, string>>();
  return (em, key) => {
    const metadata = em.getMetadata();
    let byKey = cache.get(metadata);
    if (!byKey) cache.set(metadata, (byKey = new Map()));
    let sql = byKey.get(key);
    if (sql === undefined) {
      sql = build(sqlNames(em), key);
      byKey.set(key, sql);
    }
    return sql;
  };
}

export { runSql } from '../../db/run-sql.js';

export type { Decision, QueueType, ReviewRow, SubmissionRow, SubmissionStatus } from '../../../resources/_rows.js';
export type { ReviewBatchRow as BatchRow, UserNameRow as UserRow } from '../../../resources/_rows.js';

export const fullName = (u: { firstName: string | null; lastName: string | null }): string => [u.firstName, u.lastName].filter(Boolean).join(' ');

/** The same names for a statement built per call (lists whose filters and sort change the text). */
export const sqlNames = sqlNamesOf(E);

// The one statement that reads search documents (docs/search.md): a row per course year with its
// course, owner, disciplines, offerings (schools and transcript codes), tags, current submission (the
// newest not withdrawn) and that submission's reviews. Table and column names come from the model, so
// a renamed field in resources/*.ts renames it here. Built once per ORM.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MetadataStorage } from '@mikro-orm/core';
import courseDisciplines from '../../resources/course-disciplines.js';
import courseOfferings from '../../resources/course-offerings.js';
import courseSubmissionReviews from '../../resources/course-submission-reviews.js';
import courseSubmissions from '../../resources/course-submissions.js';
import courseTags from '../../resources/course-tags.js';
import courseYears from '../../resources/course-years.js';
import courses from '../../resources/courses.js';
import institutions from '../../resources/institutions.js';
import tags from '../../resources/tags.js';
import { INSTITUTION_TYPE } from '../../resources/_enums.js';
import { sqlNamesOf } from '../db/table-names.js';

/** The statement's entities by their usual alias in it. */
const sqlNames = sqlNamesOf({ y: courseYears, co: courses, i: institutions, d: courseDisciplines, o: courseOfferings, ct: courseTags, t: tags, s: courseSubmissions, r: courseSubmissionReviews });
type Alias = Parameters<ReturnType<typeof sqlNames>['t']>[0];

/** Which course years a statement reads. */
export type DocumentSelection = 'afterId' | 'courseYearIds' | 'courseIds';

function build(metadata: MetadataStorage, selection: DocumentSelection): string {
  const { t, c } = sqlNames(metadata);
  const col = (alias: string, e: Alias, property: string) => `${alias}.${c(e, property)}`;
  const where =
    selection === 'afterId'
      ? `where ${col('y', 'y', 'id')} > ? order by ${col('y', 'y', 'id')} limit ?`
      : selection === 'courseYearIds'
        ? `where ${col('y', 'y', 'id')} = any(?::int[])`
        : `where ${col('y', 'y', 'courseId')} = any(?::int[])`;
  const publisher = INSTITUTION_TYPE.onlinePublisher;
  return `select ${col('y', 'y', 'id')} as "courseYearId", ${col('y', 'y', 'courseId')} as "courseId", ${col('co', 'co', 'recordId')} as "recordId",
      ${col('y', 'y', 'title')} as "title", ${col('y', 'y', 'academicYearId')} as "academicYearId",
      ${col('co', 'co', 'institutionId')} as "institutionId", ${col('i', 'i', 'name')} as "institutionName", ${col('i', 'i', 'institutionTypeId')} as "institutionTypeId",
      ${col('co', 'co', 'rubricId')} as "rubricId",
      (${col('i', 'i', 'institutionTypeId')} = ${publisher} or coalesce(${col('ai', 'i', 'institutionTypeId')} = ${publisher}, false)) as "isSelfReported",
      ${col('y', 'y', 'honorsTypeId')} as "honorsTypeId", ${col('y', 'y', 'isCte')} as "isCte", ${col('y', 'y', 'cteIndustryId')} as "cteIndustryId",
      ${col('y', 'y', 'isGrade9')} as "isGrade9", ${col('y', 'y', 'isGrade10')} as "isGrade10", ${col('y', 'y', 'isGrade11')} as "isGrade11", ${col('y', 'y', 'isGrade12')} as "isGrade12",
      ${col('y', 'y', 'isMathCategory4')} as "isMathCategory4",
      dis.disciplines as "disciplines", off.offerings as "offerings", tg.tag_ids as "tagIds",
      sub.${c('s', 'id')} as "courseSubmissionId", sub.${c('s', 'status')} as "submissionStatus", sub.${c('s', 'queueType')} as "queueType",
      sub.${c('s', 'submissionTypeId')} as "submissionTypeId", sub.${c('s', 'submittedOn')} as "submittedOn", sub.${c('s', 'assignedAnalystId')} as "assignedAnalystId",
      rev.analyst_ids as "reviewAnalystIds", coalesce(rev.second_review, false) as "hasSecondReview"
    from ${t('y')} y
    join ${t('co')} co on ${col('co', 'co', 'id')} = ${col('y', 'y', 'courseId')}
    join ${t('i')} i on ${col('i', 'i', 'id')} = ${col('co', 'co', 'institutionId')}
    left join ${t('co')} ao on ${col('ao', 'co', 'id')} = ${col('co', 'co', 'adoptedFromCourseId')}
    left join ${t('i')} ai on ${col('ai', 'i', 'id')} = ${col('ao', 'co', 'institutionId')}
    left join lateral (
      select json_agg(json_build_object('subjectAreaId', ${col('d', 'd', 'subjectAreaId')}, 'disciplineId', ${col('d', 'd', 'disciplineId')}, 'languageId', ${col('d', 'd', 'languageId')})
               order by ${col('d', 'd', 'sortOrder')}, ${col('d', 'd', 'id')}) as disciplines
      from ${t('d')} d where ${col('d', 'd', 'courseYearId')} = ${col('y', 'y', 'id')}
    ) dis on true
    left join lateral (
      select json_agg(json_build_object('institutionId', ${col('o', 'o', 'institutionId')}, 'name', ${col('oi', 'i', 'name')}, 'transcriptCodes', ${col('o', 'o', 'transcriptCodes')})
               order by ${col('o', 'o', 'id')}) as offerings
      from ${t('o')} o join ${t('i')} oi on ${col('oi', 'i', 'id')} = ${col('o', 'o', 'institutionId')}
      where ${col('o', 'o', 'courseId')} = ${col('y', 'y', 'courseId')} and ${col('o', 'o', 'academicYearId')} = ${col('y', 'y', 'academicYearId')}
    ) off on true
    left join lateral (
      select array_agg(${col('ct', 'ct', 'tagId')} order by ${col('ct', 'ct', 'tagId')}) as tag_ids
      from ${t('ct')} ct join ${t('t')} tag on ${col('tag', 't', 'id')} = ${col('ct', 'ct', 'tagId')}
      where ${col('ct', 'ct', 'courseId')} = ${col('y', 'y', 'courseId')} and not ${col('tag', 't', 'isDeleted')}
    ) tg on true
    left join lateral (
      select * from ${t('s')} s
      where ${col('s', 's', 'courseId')} = ${col('y', 'y', 'courseId')} and ${col('s', 's', 'academicYearId')} = ${col('y', 'y', 'academicYearId')} and ${col('s', 's', 'status')} <> 'withdrawn'
      order by ${col('s', 's', 'submittedOn')} desc, ${col('s', 's', 'id')} desc limit 1
    ) sub on true
    left join lateral (
      select array_agg(distinct ${col('r', 'r', 'analystId')}) as analyst_ids, bool_or(${col('r', 'r', 'isSecondReview')}) as second_review
      from ${t('r')} r where ${col('r', 'r', 'courseSubmissionId')} = sub.${c('s', 'id')}
    ) rev on true
    ${where}`;
}

const cache = new WeakMap<MetadataStorage, Map<DocumentSelection, string>>();

/**
 * The statement for a selection. Its parameters: `afterId` a course-year id and a row limit; the
 * id lists one PostgreSQL array text (idArray).
 */
export function documentStatement(em: EntityManager, selection: DocumentSelection): string {
  const metadata = em.getMetadata();
  let bySelection = cache.get(metadata);
  if (!bySelection) cache.set(metadata, (bySelection = new Map()));
  let sql = bySelection.get(selection);
  if (sql === undefined) bySelection.set(selection, (sql = build(metadata, selection)));
  return sql;
}

/** Whole-number ids as one array parameter ('{1,2,3}'), so a list of any length is one statement. */
export function idArray(ids: readonly number[]): string {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new Error(`not an id: ${id}`);
  return `{${ids.join(',')}}`;
}

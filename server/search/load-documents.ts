// Search documents from PostgreSQL: the whole catalogue in batches (one statement per batch, by
// course-year id) with progress, or the course years of given ids or courses, for the change feed.
import type { EntityManager } from '@mikro-orm/postgresql';
import courseYears from '../../resources/course-years.js';
import { tableOf } from '../db/table-names.js';
import type { SubmissionStatus, TranscriptCode } from '../../resources/_rows.js';
import { GRADES } from './engine/document.js';
import type { SearchDocument, StatusGroup } from '../../core/contract/course-search.js';
import { SearchEngine } from './engine/engine.js';
import { documentStatement, idArray } from './load-statement.js';

export const LOAD_BATCH_SIZE = 5000;

/** A row of the document statement: the document's plain columns as they are, the rest to be built. */
type DocumentRow = Pick<
  SearchDocument,
  | 'courseYearId'
  | 'courseId'
  | 'recordId'
  | 'title'
  | 'academicYearId'
  | 'institutionId'
  | 'institutionName'
  | 'institutionTypeId'
  | 'rubricId'
  | 'isSelfReported'
  | 'honorsTypeId'
  | 'cteIndustryId'
  | 'isMathCategory4'
  | 'courseSubmissionId'
  | 'submissionStatus'
  | 'submissionTypeId'
  | 'assignedAnalystId'
> & {
  isCte: boolean;
  isGrade9: boolean;
  isGrade10: boolean;
  isGrade11: boolean;
  isGrade12: boolean;
  disciplines: Json<{ subjectAreaId: number; disciplineId: number | null; languageId: number | null }[]> | null;
  offerings: Json<{ institutionId: number; name: string; transcriptCodes: TranscriptCode[] | null }[]> | null;
  tagIds: number[] | null;
  queueType: string | null;
  submittedOn: Date | string | null;
  reviewAnalystIds: number[] | null;
  hasSecondReview: boolean;
};

/** json columns come parsed from pg and PGlite alike, but a driver may hand text */
type Json<T> = T | string;

const parsed = <T>(value: Json<T> | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

const distinct = <T>(values: (T | null | undefined)[]): T[] => [...new Set(values.filter((v): v is T => v !== null && v !== undefined))];

function statusGroupOf(status: SubmissionStatus | null): StatusGroup {
  if (status === null) return 'notSubmitted';
  if (status === 'approved') return 'approved';
  if (status === 'notApproved') return 'notApproved';
  return 'submitted';
}

/** A row of the document statement as the engine's document. */
export function documentOf(row: DocumentRow): SearchDocument {
  const disciplines = parsed(row.disciplines) ?? [];
  const offerings = parsed(row.offerings) ?? [];
  const codes = offerings.flatMap((o) => (o.transcriptCodes ?? []).filter((code) => !code.isDeleted));
  const grades = GRADES.filter((g) => row[`isGrade${g}`]);
  const status = row.submissionStatus;
  return {
    courseYearId: Number(row.courseYearId),
    courseId: Number(row.courseId),
    recordId: row.recordId,
    title: row.title,
    academicYearId: row.academicYearId,
    institutionId: row.institutionId,
    institutionName: row.institutionName,
    institutionTypeId: row.institutionTypeId,
    offeringInstitutions: distinct(offerings.filter((o) => o.institutionId !== row.institutionId).map((o) => o.institutionId)).map((institutionId) => ({
      institutionId,
      name: offerings.find((o) => o.institutionId === institutionId)!.name,
    })),
    transcriptAbbreviations: distinct(codes.map((c) => c.abbreviation?.trim() || null)),
    transcriptCodes: distinct(codes.map((c) => c.code?.trim() || null)),
    statusGroup: statusGroupOf(status),
    courseSubmissionId: row.courseSubmissionId,
    submissionStatus: status,
    submissionTypeId: row.submissionTypeId,
    submittedOn: row.submittedOn === null ? null : new Date(row.submittedOn),
    assignedAnalystId: row.assignedAnalystId,
    analystIds: distinct([row.assignedAnalystId, ...(row.reviewAnalystIds ?? [])]),
    isSecondReview: status === 'secondReview' || row.queueType === 'second' || row.hasSecondReview,
    rubricId: row.rubricId,
    tagIds: row.tagIds ?? [],
    auditType: row.queueType === 'audit' ? 'courseAudit' : null,
    isSelfReported: row.isSelfReported,
    honorsTypeId: row.honorsTypeId,
    grades,
    cteIndustryId: row.isCte ? row.cteIndustryId : null,
    disciplineIds: distinct(disciplines.map((d) => d.disciplineId)),
    subjectAreaIds: distinct(disciplines.map((d) => d.subjectAreaId)),
    languageIds: distinct(disciplines.map((d) => d.languageId)),
    isMathCategory4: row.isMathCategory4,
  };
}

async function run(em: EntityManager, sql: string, params: unknown[]): Promise<SearchDocument[]> {
  const rows = await em.getConnection().execute<DocumentRow[]>(sql, params, 'all', em.getTransactionContext());
  return rows.map(documentOf);
}

/**
 * Reads every course year in batches of `batchSize`, handing each batch to `onBatch` and reporting
 * documents read and the total (counted at the start) to `onProgress`. Answers the number read.
 */
export async function loadAllDocuments(
  em: EntityManager,
  onBatch: (docs: SearchDocument[]) => void | Promise<void>,
  onProgress: (done: number, total: number) => void = () => {},
  batchSize = LOAD_BATCH_SIZE,
): Promise<number> {
  const [{ count }] = await em.getConnection().execute<{ count: number | string }[]>(`select count(*) as count from ${tableOf(em, courseYears)}`);
  const total = Number(count);
  const sql = documentStatement(em, 'afterId');
  let done = 0;
  let afterId = 0;
  onProgress(0, total);
  for (;;) {
    const docs = await run(em, sql, [afterId, batchSize]);
    if (docs.length === 0) break;
    await onBatch(docs);
    done += docs.length;
    afterId = docs[docs.length - 1].courseYearId;
    onProgress(done, Math.max(total, done));
    if (docs.length < batchSize) break;
  }
  return done;
}

/** The documents of the given course years (those that still exist). */
export function loadCourseYearDocuments(em: EntityManager, courseYearIds: readonly number[]): Promise<SearchDocument[]> {
  if (courseYearIds.length === 0) return Promise.resolve([]);
  return run(em, documentStatement(em, 'courseYearIds'), [idArray(courseYearIds)]);
}

/** The documents of every year of the given courses. */
export function loadCourseDocuments(em: EntityManager, courseIds: readonly number[]): Promise<SearchDocument[]> {
  if (courseIds.length === 0) return Promise.resolve([]);
  return run(em, documentStatement(em, 'courseIds'), [idArray(courseIds)]);
}

/** A new engine holding the whole catalogue. */
export async function buildEngine(em: EntityManager, onProgress?: (done: number, total: number) => void): Promise<SearchEngine> {
  const engine = new SearchEngine();
  await loadAllDocuments(em, (docs) => engine.upsertMany(docs), onProgress);
  engine.prepare();
  return engine;
}

/** Reads the course years again: upserts those that exist, removes the others. Answers how many of each. */
export async function refreshCourseYears(em: EntityManager, engine: SearchEngine, courseYearIds: readonly number[]): Promise<{ upserted: number; removed: number }> {
  const docs = await loadCourseYearDocuments(em, courseYearIds);
  const found = new Set(docs.map((d) => d.courseYearId));
  let removed = 0;
  for (const id of courseYearIds) if (!found.has(id) && engine.remove(id)) removed++;
  engine.upsertMany(docs);
  return { upserted: docs.length, removed };
}

/** Reads the courses' years again: their years as they are now, and none for years gone. */
export async function refreshCourses(em: EntityManager, engine: SearchEngine, courseIds: readonly number[]): Promise<{ upserted: number; removed: number }> {
  const docs = await loadCourseDocuments(em, courseIds);
  const found = new Set(docs.map((d) => d.courseYearId));
  let removed = 0;
  for (const id of engine.courseYearIdsOf(courseIds)) if (!found.has(id) && engine.remove(id)) removed++;
  engine.upsertMany(docs);
  return { upserted: docs.length, removed };
}

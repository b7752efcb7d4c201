// The names people read for the search's facet values and result columns, from the lookup tables:
// the search answers ids and the export writes names. Read all at once (the tables are small) and
// kept for LABELS_TTL_MS per instance; the caches screen clears them on every instance.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { INSTITUTION_TYPES, SUBMISSION_STATUSES } from '../../resources/_enums.js';
import { runSql } from '../db/run-sql.js';
import { columnOf, tableOf, type EntityRef } from '../db/table-names.js';
import academicYears from '../../resources/academic-years.js';
import cteIndustries from '../../resources/cte-industries.js';
import disciplines from '../../resources/disciplines.js';
import honorsTypes from '../../resources/honors-types.js';
import languages from '../../resources/languages.js';
import rubrics from '../../resources/rubrics.js';
import subjectAreas from '../../resources/subject-areas.js';
import submissionTypes from '../../resources/submission-types.js';
import tags from '../../resources/tags.js';
import users from '../../resources/users.js';
import { STATUS_GROUP_LABELS } from './engine/document.js';
import type { FacetValue } from '../../core/contract/course-search.js';

export const LABELS_TTL_MS = 60_000;
/** The tables the labels are read from (for the caches screen's count). */
const LABEL_TABLES = 10;

/** Facet field → value (as text) → label. */
export type FacetLabels = Record<string, Map<string, string>>;

export interface Labels {
  facets: FacetLabels;
  /** academic year id → "2025-26" */
  years: Map<number, string>;
  /** submission status id → "In Queue" */
  statuses: Map<string, string>;
}

/** The spec's result status labels ("In Queue", "In Review"); the others as the model names them. */
const STATUS_LABELS: Record<string, string> = { inQueue: 'In Queue', inReview: 'In Review', secondReview: '2nd Review', notApproved: 'Not Approved' };

const YES_NO = new Map([
  ['true', 'Yes'],
  ['false', 'No'],
]);

async function pairs(em: EntityManager, sql: string): Promise<Map<string, string>> {
  const rows = await runSql<{ id: number | string; label: string }>(em, sql);
  return new Map(rows.map((r) => [String(r.id), String(r.label)]));
}

/** id → name of a lookup table. */
function names(em: EntityManager, resource: EntityRef): Promise<Map<string, string>> {
  return pairs(em, `select ${columnOf(em, resource, 'id')} as id, ${columnOf(em, resource, 'name')} as label from ${tableOf(em, resource)}`);
}

async function readLabels(em: EntityManager): Promise<Labels> {
  const area = (p: string) => columnOf(em, subjectAreas, p);
  const rubric = (p: string) => columnOf(em, rubrics, p);
  const user = (p: string) => columnOf(em, users, p);
  const [years, areas, disciplineNames, languageNames, honors, industries, types, tagNames, rubricNames, analysts] = await Promise.all([
    names(em, academicYears),
    pairs(em, `select ${area('id')} as id, ${area('code')} || ' – ' || ${area('name')} as label from ${tableOf(em, subjectAreas)}`),
    names(em, disciplines),
    names(em, languages),
    names(em, honorsTypes),
    names(em, cteIndustries),
    names(em, submissionTypes),
    names(em, tags),
    pairs(em, `select ${rubric('id')} as id, ${rubric('name')} || ' (' || ${rubric('value')} || ')' as label from ${tableOf(em, rubrics)}`),
    pairs(em, `select ${user('id')} as id, trim(coalesce(${user('firstName')}, '') || ' ' || coalesce(${user('lastName')}, '')) as label from ${tableOf(em, users)} where ${user('userKind')} = 'analyst'`),
  ]);
  const facets: FacetLabels = {
    statusGroup: new Map(Object.entries(STATUS_GROUP_LABELS)),
    year: years,
    subjectArea: areas,
    discipline: disciplineNames,
    language: languageNames,
    honorsType: honors,
    grade: new Map([9, 10, 11, 12].map((g) => [String(g), `Grade ${g}`])),
    cteIndustry: industries,
    institutionType: new Map(INSTITUTION_TYPES.map((t) => [String(t.id), t.name])),
    submissionType: types,
    tag: tagNames,
    secondReview: YES_NO,
    rubric: rubricNames,
    analyst: analysts,
    selfReported: YES_NO,
    auditType: new Map([['courseAudit', 'Course audit']]),
    mathCategory4: YES_NO,
  };
  const statuses = new Map<string, string>(SUBMISSION_STATUSES.map((s) => [s.id, STATUS_LABELS[s.id] ?? s.name]));
  return { facets, years: new Map([...years].map(([id, name]) => [Number(id), name])), statuses };
}

/** The label of a facet value; the value itself when the table has no such row (a deleted tag). */
export function facetLabel(labels: Labels, field: string, value: FacetValue): string {
  return labels.facets[field]?.get(String(value)) ?? String(value);
}

interface Cached {
  at: number;
  labels: Promise<Labels>;
}

const cache = new WeakMap<MikroORM, Cached>();

/** This instance's labels, read again when older than LABELS_TTL_MS or cleared. */
export function labelsFor(orm: MikroORM): Promise<Labels> {
  const cached = cache.get(orm);
  if (cached && Date.now() - cached.at < LABELS_TTL_MS) return cached.labels;
  const labels = readLabels(orm.em.fork());
  cache.set(orm, { at: Date.now(), labels });
  // a failed read is not kept: the next call tries again
  labels.catch(() => cache.delete(orm));
  return labels;
}

/** Label tables held now: all of them once read, none before or after a clear. */
export function labelsLoaded(orm: MikroORM): number {
  return cache.has(orm) ? LABEL_TABLES : 0;
}

export function clearLabels(orm: MikroORM): void {
  cache.delete(orm);
}

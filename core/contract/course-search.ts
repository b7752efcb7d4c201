// The course search's calls (spec 1 §3, §7 "Search"; server/search/search-route.ts, engine/*): the
// request the engine takes, its words (status groups, facet fields, sorts) and the labelled answer,
// for the server and the screen (custom-screens/course-search/search-api.ts, which reads it as
// Wire<SearchAnswer>: dates are text). What people read for them is in core/course-search/words.ts.
import type { SubmissionStatus } from './queues.js';

/** The spec's status groups (spec 1 §4), derived from the course year's current submission, in their order. */
export const STATUS_GROUPS = ['approved', 'notApproved', 'submitted', 'notSubmitted'] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];

/**
 * Audit types. The data model has one kind of audit so far, a submission in the Course Audit queue;
 * publisher audits (spec 1 "self-reported") get their own value when they are stored.
 */
export const AUDIT_TYPES = ['courseAudit'] as const;
export type AuditType = (typeof AUDIT_TYPES)[number];

/**
 * The facet groups' fields (spec 1 §2), in the order the screen lists them: each is one of the
 * engine's groups (server/search/engine/facet-groups.ts FACET_GROUPS, in the same order, which
 * tests/architecture/contract.test.ts holds).
 */
export const FACET_FIELDS = [
  'statusGroup',
  'year',
  'subjectArea',
  'discipline',
  'language',
  'honorsType',
  'grade',
  'cteIndustry',
  'institutionType',
  'submissionType',
  'tag',
  'secondReview',
  'rubric',
  'analyst',
  'selfReported',
  'auditType',
  'mathCategory4',
] as const;
export type FacetField = (typeof FACET_FIELDS)[number];

/** The orders a search can ask for (`sortBy`). */
export const SORT_FIELDS = ['title', 'institutionName', 'recordId', 'academicYear', 'submittedOn', 'statusGroup'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
/** The order when a request names none: newest submission first. */
export const DEFAULT_SORT: SortField = 'submittedOn';

export interface SearchDocument {
  courseYearId: number;
  courseId: number;
  /** the public record number, searched as text */
  recordId: string;
  title: string;
  academicYearId: number;
  /** the owner of the course */
  institutionId: number;
  institutionName: string;
  institutionTypeId: number;
  /** schools offering the course this year other than the owner (a district course's schools), with their names */
  offeringInstitutions: { institutionId: number; name: string }[];
  /** transcript abbreviations and codes of the offerings (deleted ones left out), each once */
  transcriptAbbreviations: string[];
  transcriptCodes: string[];
  statusGroup: StatusGroup;
  /** the current submission (the newest that was not withdrawn), null when none */
  courseSubmissionId: number | null;
  submissionStatus: SubmissionStatus | null;
  submissionTypeId: number | null;
  submittedOn: Date | null;
  assignedAnalystId: number | null;
  /** analysts of the current submission: its assigned analyst and those of its reviews, each once */
  analystIds: number[];
  isSecondReview: boolean;
  rubricId: number | null;
  tagIds: number[];
  auditType: AuditType | null;
  isSelfReported: boolean;
  honorsTypeId: number | null;
  /** of 9, 10, 11, 12 */
  grades: number[];
  cteIndustryId: number | null;
  disciplineIds: number[];
  subjectAreaIds: number[];
  languageIds: number[];
  isMathCategory4: boolean;
}

export type FacetValue = number | string | boolean;

export interface SearchFilter {
  field: string;
  selected: readonly unknown[];
}

/** A date, an ISO text or milliseconds; a max given as a bare day (YYYY-MM-DD) takes that whole day. */
export type DateInput = Date | string | number;

export interface SearchQuery {
  query?: string | null;
  filters?: readonly SearchFilter[] | null;
  submissionDateFilter?: { min?: DateInput | null; max?: DateInput | null } | null;
  institutionId?: number | null;
  /** 1 is the first page */
  page?: number | null;
  /** 25 when absent; 0 answers the facets only */
  pageSize?: number | null;
  /** submittedOn when absent */
  sortBy?: string | null;
  /** false when absent (newest first for the default sort) */
  sortAscending?: boolean | null;
}

export interface FacetCount {
  value: FacetValue;
  count: number;
  selected: boolean;
}

/** A result row: the document, with its year, status and analyst in words (the analyst only when the viewer may see them). */
export interface ResultRow extends SearchDocument {
  academicYear: string;
  statusLabel: string;
  analystName: string | null;
}

/** A facet value with its count and its label. */
export interface LabelledFacetCount extends FacetCount {
  label: string;
}

/** A facet group of the answer, titled. */
export interface FacetGroupAnswer {
  field: FacetField;
  title: string;
  values: LabelledFacetCount[];
}

/** POST /api/search/admin: the facets, a page of results and how many there are. */
export interface SearchAnswer {
  facetGroups: FacetGroupAnswer[];
  results: ResultRow[];
  totalResults: number;
  totalPages: number;
}

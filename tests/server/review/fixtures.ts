// Review data for API tests, written through the ORM the way the workflow writes it (so rows are
// what the entities make, and nothing is audited as a test's own doing: the actor is "fixtures").
// Generic on purpose: the queue tests and the review screen tests build their own scenarios from
// these pieces. Every helper takes the few values a test cares about and fills the rest.
import type { EntityManager } from '@mikro-orm/postgresql';
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
import reviewStatements from '../../../resources/review-statements.js';
import roles from '../../../resources/roles.js';
import submissionTypes from '../../../resources/submission-types.js';
import tags from '../../../resources/tags.js';
import users from '../../../resources/users.js';
import { runAs } from '../../../server/audit/context.js';
import { AuditEntry } from '../../../server/db/system-entities.js';
import { hashPassword } from '../../../server/auth/password.js';
import type { Harness } from '../../support/server-harness.js';

export const FIXTURE_PASSWORD = 'correct-horse-battery';
const FIXTURE_ACTOR = { userId: null, userName: 'fixtures', via: 'system' as const };

export type Status = 'inQueue' | 'inReview' | 'secondReview' | 'hold' | 'approved' | 'notApproved' | 'withdrawn';
export type Queue = 'main' | 'audit' | 'second' | 'hold';
export type Decision = 'approved' | 'notapproved' | 'secondreview';

export interface StaffUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  /** session cookie ('' when not signed in) */
  cookie: string;
}

export interface CourseFixture {
  courseId: number;
  courseYearId: number;
  academicYearId: number;
  institutionId: number;
  title: string;
  recordId: string;
}

export interface SubmissionFixture {
  id: number;
  course: CourseFixture;
  institutionId: number;
  submittedOn: Date;
}

let serial = 0;
const next = () => `${process.pid}-${++serial}`;

export class ReviewFixtures {
  private passwordHash?: Promise<string>;
  private readonly years = new Set<number>();
  private submissionTypeId?: number;

  constructor(private readonly h: Harness) {}

  /** A fresh entity manager. */
  em(): EntityManager {
    return this.h.db.orm.em.fork();
  }

  /** Creates one row through the ORM and answers its id. */
  async insert(entity: string, values: Record<string, unknown>): Promise<number> {
    const em = this.em();
    return runAs(FIXTURE_ACTOR, async () => {
      const row = em.create(entity, values as never) as { id: number };
      await em.flush();
      return row.id;
    });
  }

  /** Changes stored rows through the ORM (e.g. to move a submission by hand). */
  async update(entity: string, id: number, values: Record<string, unknown>): Promise<void> {
    const em = this.em();
    await runAs(FIXTURE_ACTOR, async () => {
      const row = await em.findOneOrFail(entity, { id } as never);
      Object.assign(row, values);
      await em.flush();
    });
  }

  /** One stored row as the ORM reads it now. */
  async row<T = Record<string, any>>(entity: string, id: number): Promise<T | null> {
    return (await this.em().findOne(entity, { id } as never)) as T | null;
  }

  async rows<T = Record<string, any>>(entity: string, where: Record<string, unknown>, orderBy: Record<string, 'asc' | 'desc'> = { id: 'asc' }): Promise<T[]> {
    return (await this.em().find(entity, where as never, { orderBy: orderBy as never })) as T[];
  }

  // ---- people

  /** A staff account with a role of its own holding `abilities`, signed in unless told not to. */
  async staff(opts: { abilities: string[]; userKind?: string; firstName?: string; lastName?: string; isActive?: boolean; signIn?: boolean; username?: string }): Promise<StaffUser> {
    const username = opts.username ?? `staff-${next()}`;
    const firstName = opts.firstName ?? 'Test';
    const lastName = opts.lastName ?? username;
    const roleId = await this.insert(roles.entity, { name: `role-${username}`, abilities: opts.abilities });
    this.passwordHash ??= hashPassword(FIXTURE_PASSWORD);
    const id = await this.insert(users.entity, {
      username,
      email: `${username}@example.org`,
      firstName,
      lastName,
      password: await this.passwordHash,
      roleId,
      userKind: opts.userKind ?? 'analyst',
      isActive: opts.isActive ?? true,
    });
    const cookie = opts.signIn === false || opts.isActive === false ? '' : await this.h.signIn(username, FIXTURE_PASSWORD);
    return { id, username, firstName, lastName, cookie };
  }

  /** An analyst as the office has them: kind analyst, AdminReview (and whatever else is asked). */
  analyst(opts: { firstName?: string; lastName?: string; abilities?: string[]; isActive?: boolean; signIn?: boolean } = {}): Promise<StaffUser> {
    return this.staff({ ...opts, abilities: ['AdminReview', ...(opts.abilities ?? [])], userKind: 'analyst' });
  }

  // ---- catalogue

  /** The academic year with this id (29 = 2025-26 by default), made once. */
  async academicYear(id = 29): Promise<number> {
    if (this.years.has(id)) return id;
    const existing = await this.row(academicYears.entity, id);
    if (!existing) {
      const start = 1996 + id;
      await this.insert(academicYears.entity, { id, name: `${start}-${String(start + 1).slice(2)}`, startDate: `${start}-07-01`, endDate: `${start + 1}-06-30` });
    }
    this.years.add(id);
    return id;
  }

  /** Submission type 1, New course (ids are fixed, as the seed has them), made once. */
  async submissionType(): Promise<number> {
    if (this.submissionTypeId === undefined) {
      if (!(await this.row(submissionTypes.entity, 1))) await this.insert(submissionTypes.entity, { id: 1, name: 'New course' });
      this.submissionTypeId = 1;
    }
    return this.submissionTypeId;
  }

  async institution(opts: { name?: string; institutionTypeId?: number } = {}): Promise<{ id: number; name: string }> {
    const name = opts.name ?? `School ${next()}`;
    return { id: await this.insert(institutions.entity, { name, institutionTypeId: opts.institutionTypeId ?? 1 }), name };
  }

  /** A course of the institution with its year record carrying the title. */
  async course(opts: { institutionId?: number; title?: string; academicYearId?: number; recordId?: string } = {}): Promise<CourseFixture> {
    const institutionId = opts.institutionId ?? (await this.institution()).id;
    const academicYearId = await this.academicYear(opts.academicYearId);
    const recordId = opts.recordId ?? `R-${next()}`;
    const title = opts.title ?? `Course ${recordId}`;
    const now = new Date();
    const courseId = await this.insert(courses.entity, { recordId, institutionId, createdOn: now });
    const courseYearId = await this.insert(courseYears.entity, { courseId, academicYearId, title, createdOn: now, updatedOn: now });
    return { courseId, courseYearId, academicYearId, institutionId, title, recordId };
  }

  async tag(name = `Tag ${next()}`, opts: { isDeleted?: boolean } = {}): Promise<number> {
    return this.insert(tags.entity, { name, isDeleted: opts.isDeleted ?? false });
  }

  async courseTag(courseId: number, tagId: number): Promise<number> {
    return this.insert(courseTags.entity, { courseId, tagId });
  }

  async note(opts: { courseId: number; courseSubmissionId?: number | null; note?: string; createdById?: number | null; createdOn?: Date }): Promise<number> {
    return this.insert(courseNotes.entity, {
      courseId: opts.courseId,
      courseSubmissionId: opts.courseSubmissionId ?? null,
      note: opts.note ?? 'A note',
      createdById: opts.createdById ?? null,
      createdOn: opts.createdOn ?? new Date(),
    });
  }

  async feedbackStatement(opts: { statement?: string; sectionId?: string; reviewStatementTypeId?: number } = {}): Promise<number> {
    return this.insert(feedbackStatements.entity, {
      statement: opts.statement ?? `Statement ${next()}`,
      sectionId: opts.sectionId ?? '0',
      reviewStatementTypeId: opts.reviewStatementTypeId ?? 1,
    });
  }

  async reviewStatement(opts: { reviewId: number; statementId: number; section?: string; notes?: string | null }): Promise<number> {
    return this.insert(reviewStatements.entity, { courseSubmissionReviewId: opts.reviewId, reviewStatementId: opts.statementId, section: opts.section ?? '0', notes: opts.notes ?? null });
  }

  // ---- the workflow's rows

  async submission(
    opts: {
      course?: CourseFixture;
      institutionId?: number;
      title?: string;
      submittedOn?: Date;
      status?: Status;
      queueType?: Queue;
      assignedAnalystId?: number | null;
      reviewBatchId?: number | null;
      isExpressReview?: boolean;
      decidedOn?: Date | null;
      scenario?: string;
    } = {},
  ): Promise<SubmissionFixture> {
    const course = opts.course ?? (await this.course({ institutionId: opts.institutionId, title: opts.title }));
    const institutionId = opts.institutionId ?? course.institutionId;
    const submittedOn = opts.submittedOn ?? new Date();
    const id = await this.insert(courseSubmissions.entity, {
      courseId: course.courseId,
      academicYearId: course.academicYearId,
      institutionId,
      submissionTypeId: await this.submissionType(),
      scenario: opts.scenario ?? 'new',
      isExpressReview: opts.isExpressReview ?? false,
      submittedOn,
      status: opts.status ?? 'inQueue',
      queueType: opts.queueType ?? 'main',
      assignedAnalystId: opts.assignedAnalystId ?? null,
      reviewBatchId: opts.reviewBatchId ?? null,
      decidedOn: opts.decidedOn ?? null,
    });
    return { id, course, institutionId, submittedOn };
  }

  async batch(opts: { ownerId: number | null; institutionId: number; queueType?: Queue; isSecondReview?: boolean; isRead?: boolean; title?: string; createdOn?: Date }): Promise<number> {
    return this.insert(reviewBatches.entity, {
      title: opts.title ?? `Batch ${next()}`,
      institutionId: opts.institutionId,
      ownerId: opts.ownerId,
      queueType: opts.queueType ?? 'main',
      isSecondReview: opts.isSecondReview ?? false,
      isRead: opts.isRead ?? false,
      createdOn: opts.createdOn ?? new Date(),
    });
  }

  async review(opts: {
    courseSubmissionId: number;
    analystId: number;
    reviewBatchId?: number | null;
    decision?: Decision | null;
    decidedOn?: Date | null;
    startedOn?: Date | null;
    isSecondReview?: boolean;
    rubricValue?: number | null;
    ruleSetVersionId?: number | null;
    explanation?: unknown;
    reversedOn?: Date | null;
  }): Promise<number> {
    return this.insert(courseSubmissionReviews.entity, {
      courseSubmissionId: opts.courseSubmissionId,
      analystId: opts.analystId,
      reviewBatchId: opts.reviewBatchId ?? null,
      decision: opts.decision ?? null,
      decidedOn: opts.decidedOn ?? null,
      startedOn: opts.startedOn ?? null,
      isSecondReview: opts.isSecondReview ?? false,
      rubricValue: opts.rubricValue ?? null,
      ruleSetVersionId: opts.ruleSetVersionId ?? null,
      explanation: opts.explanation ?? null,
      reversedOn: opts.reversedOn ?? null,
    });
  }

  // ---- whole situations

  /**
   * Submissions In Review with an analyst: one batch of the institution in the analyst's queue and
   * an undecided review each. `decided` gives the first reviews a decision (the batch stays open
   * while one is undecided).
   */
  async assignedBatch(opts: {
    analystId: number;
    count?: number;
    queueType?: Queue;
    institution?: { id: number; name: string };
    submittedOn?: Date;
    isExpressReview?: boolean;
    isRead?: boolean;
    decided?: { decision: Decision; decidedOn: Date; startedOn?: Date }[];
  }): Promise<{ batchId: number; institution: { id: number; name: string }; submissions: SubmissionFixture[]; reviewIds: number[] }> {
    const institution = opts.institution ?? (await this.institution());
    const queueType = opts.queueType ?? 'main';
    const batchId = await this.batch({ ownerId: opts.analystId, institutionId: institution.id, queueType, isRead: opts.isRead, isSecondReview: queueType === 'second' });
    const submissions: SubmissionFixture[] = [];
    const reviewIds: number[] = [];
    for (let i = 0; i < (opts.count ?? 1); i++) {
      const decided = opts.decided?.[i];
      const s = await this.submission({
        institutionId: institution.id,
        submittedOn: opts.submittedOn,
        status: decided ? (decided.decision === 'approved' ? 'approved' : decided.decision === 'notapproved' ? 'notApproved' : 'secondReview') : queueType === 'second' ? 'secondReview' : 'inReview',
        queueType,
        assignedAnalystId: opts.analystId,
        reviewBatchId: batchId,
        isExpressReview: opts.isExpressReview,
        decidedOn: decided && decided.decision !== 'secondreview' ? decided.decidedOn : null,
      });
      submissions.push(s);
      reviewIds.push(
        await this.review({
          courseSubmissionId: s.id,
          analystId: opts.analystId,
          reviewBatchId: batchId,
          decision: decided?.decision ?? null,
          decidedOn: decided?.decidedOn ?? null,
          startedOn: decided?.startedOn ?? null,
          isSecondReview: queueType === 'second',
        }),
      );
    }
    return { batchId, institution, submissions, reviewIds };
  }

  /**
   * A submission the first analyst sent to 2nd review: their review decided 'secondreview' in a
   * batch of their main queue, and an undecided 2nd review in a batch of the 2nd reviewer's
   * 2nd Review queue, where the submission now is. `into` puts it in an existing 2nd Review batch
   * (of that institution), so a batch can hold several courses.
   */
  async sentToSecondReview(opts: {
    firstAnalystId: number;
    secondReviewerId: number;
    title?: string;
    sentOn?: Date;
    submittedOn?: Date;
    isExpressReview?: boolean;
    into?: { secondBatchId: number; institutionId: number };
  }): Promise<{
    submission: SubmissionFixture;
    firstReviewId: number;
    secondReviewId: number;
    firstBatchId: number;
    secondBatchId: number;
    institutionId: number;
  }> {
    const institutionId = opts.into?.institutionId ?? (await this.institution()).id;
    const course = await this.course({ institutionId, title: opts.title });
    const sentOn = opts.sentOn ?? new Date();
    const firstBatchId = await this.batch({ ownerId: opts.firstAnalystId, institutionId, queueType: 'main' });
    const secondBatchId = opts.into?.secondBatchId ?? (await this.batch({ ownerId: opts.secondReviewerId, institutionId, queueType: 'second', isSecondReview: true }));
    const submission = await this.submission({
      course,
      status: 'secondReview',
      queueType: 'second',
      assignedAnalystId: opts.secondReviewerId,
      reviewBatchId: secondBatchId,
      submittedOn: opts.submittedOn ?? new Date(sentOn.getTime() - 86_400_000),
      isExpressReview: opts.isExpressReview,
    });
    const firstReviewId = await this.review({ courseSubmissionId: submission.id, analystId: opts.firstAnalystId, reviewBatchId: firstBatchId, decision: 'secondreview', decidedOn: sentOn });
    const secondReviewId = await this.review({ courseSubmissionId: submission.id, analystId: opts.secondReviewerId, reviewBatchId: secondBatchId, isSecondReview: true });
    return { submission, firstReviewId, secondReviewId, firstBatchId, secondBatchId, institutionId };
  }

  /** The audit entries of one record (resource name, e.g. 'course-submissions'), oldest first. */
  async audit(resource: string, id: number): Promise<AuditEntry[]> {
    return this.em().find(AuditEntry, { entity: resource, entityId: String(id) }, { orderBy: { id: 'asc' } });
  }

  /** The course history lines of a submission, oldest first. */
  events(courseSubmissionId: number): Promise<{ action: string; userId: number | null; isSecondReview: boolean }[]> {
    return this.rows(courseEvents.entity, { courseSubmissionId }, { id: 'asc' });
  }
}

/** Entity names the tests read back. */
export const ENTITY = {
  submission: courseSubmissions.entity,
  review: courseSubmissionReviews.entity,
  batch: reviewBatches.entity,
  event: courseEvents.entity,
  statement: reviewStatements.entity,
} as const;

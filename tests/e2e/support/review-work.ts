// Review work for the browser tests, written through the server's ORM the way the workflow writes it
// (the demo's course data may or may not be seeded): analysts with a password, courses with a year
// record and a textbook, their submissions, batches and reviews. Each test file makes its own.
import academicYears from '../../../resources/academic-years.js';
import courseMaterials from '../../../resources/course-materials.js';
import courseSubmissionReviews from '../../../resources/course-submission-reviews.js';
import courseSubmissions from '../../../resources/course-submissions.js';
import courseYears from '../../../resources/course-years.js';
import courses from '../../../resources/courses.js';
import institutions from '../../../resources/institutions.js';
import reviewBatches from '../../../resources/review-batches.js';
import roles from '../../../resources/roles.js';
import users from '../../../resources/users.js';
import { runAs } from '../../../server/audit/context.js';
import { hashPassword } from '../../../server/auth/password.js';
import type { E2E } from './browser.js';

export const DAY = 86_400_000;

export interface SentBatch {
  batchId: number;
  title: string;
  /** per course, in the order given */
  submissionIds: number[];
  secondReviewIds: number[];
}

export class ReviewWork {
  private serial = 0;
  private readonly actor;
  academicYearId = 0;
  institutionId = 0;

  constructor(
    private readonly e2e: E2E,
    private readonly tag: string,
    readonly password: string,
  ) {
    this.actor = { userId: null, userName: `${tag} e2e`, via: 'system' as const };
  }

  /** The academic year (29 when seeded, else any) and an institution of the test's own. */
  async begin(institutionName: string): Promise<this> {
    const em = this.e2e.orm.em.fork();
    const year = ((await em.findOne(academicYears.entity, { id: 29 } as never)) ?? (await em.findOneOrFail(academicYears.entity, {} as never))) as { id: number };
    this.academicYearId = year.id;
    this.institutionId = await this.insert(institutions.entity, { name: institutionName, institutionTypeId: 1 });
    return this;
  }

  async insert(entity: string, values: Record<string, unknown>): Promise<number> {
    const em = this.e2e.orm.em.fork();
    return runAs(this.actor, async () => {
      const row = em.create(entity, values as never) as { id: number };
      await em.flush();
      return row.id;
    });
  }

  async update(entity: string, id: number, values: Record<string, unknown>): Promise<void> {
    const em = this.e2e.orm.em.fork();
    await runAs(this.actor, async () => {
      Object.assign(await em.findOneOrFail(entity, { id } as never), values);
      await em.flush();
    });
  }

  async row<T>(entity: string, id: number): Promise<T> {
    return (await this.e2e.orm.em.fork().findOneOrFail(entity, { id } as never)) as T;
  }

  /** An analyst who reviews and may work the 2nd Review queue. */
  async analyst(username: string, firstName: string, lastName: string): Promise<number> {
    const roleId = await this.insert(roles.entity, { name: `Reviewer ${username}`, abilities: ['AdminReview', 'AdminSecondReviewQueue'] });
    return this.insert(users.entity, { username, email: `${username}@example.org`, firstName, lastName, password: await hashPassword(this.password), roleId, userKind: 'analyst', isActive: true });
  }

  /** A course with its year record, and its submission (`values` sets status, queue, analyst, batch…). */
  async submission(title: string, values: Record<string, unknown>): Promise<number> {
    const now = new Date();
    const courseId = await this.insert(courses.entity, { recordId: `E2E-${this.tag}-${++this.serial}`, institutionId: this.institutionId, createdOn: now });
    const courseYearId = await this.insert(courseYears.entity, {
      courseId,
      academicYearId: this.academicYearId,
      title,
      isGrade11: true,
      isGrade12: true,
      courseDescription: `${title} studies the ocean as a system: currents, chemistry and the life they carry.`,
      units: [
        { title: 'Currents and tides', description: 'Students model how the sea moves and test their models against tide tables.' },
        { title: 'Life in the water column', description: 'A field study of plankton, with a written lab report.' },
      ],
      createdOn: now,
      updatedOn: now,
    });
    await this.insert(courseMaterials.entity, { courseYearId, materialTypeId: 1, title: 'Oceanography: An Invitation to Marine Science', author: 'Garrison, Tom', publisher: 'Cengage', edition: '9th', isPrimary: true, readInEntirety: false });
    return this.insert(courseSubmissions.entity, {
      courseId,
      academicYearId: this.academicYearId,
      institutionId: this.institutionId,
      submissionTypeId: 1,
      scenario: 'new',
      isExpressReview: false,
      submittedOn: new Date(now.getTime() - 3 * DAY),
      ...values,
    });
  }

  async batch(title: string, ownerId: number | null, queueType: 'main' | 'second', values: Record<string, unknown> = {}): Promise<number> {
    return this.insert(reviewBatches.entity, { title, institutionId: this.institutionId, ownerId, queueType, isSecondReview: queueType === 'second', isRead: false, createdOn: new Date(), ...values });
  }

  async review(values: Record<string, unknown>): Promise<number> {
    return this.insert(courseSubmissionReviews.entity, { isSecondReview: false, ...values });
  }

  /** Courses In Review in one new batch of the analyst's main queue, not started: their review ids, in order. */
  async assignedBatch(analystId: number, batchTitle: string, titles: readonly string[]): Promise<{ batchId: number; reviewIds: number[] }> {
    const batchId = await this.batch(batchTitle, analystId, 'main');
    const reviewIds: number[] = [];
    for (const title of titles) {
      const courseSubmissionId = await this.submission(title, { status: 'inReview', queueType: 'main', assignedAnalystId: analystId, reviewBatchId: batchId });
      reviewIds.push(await this.review({ courseSubmissionId, analystId, reviewBatchId: batchId }));
    }
    return { batchId, reviewIds };
  }

  /** Courses the sender sent to 2nd review, together in one batch of the 2nd reviewer's 2nd Review queue. */
  async sentToSecondReview(senderId: number, secondReviewerId: number, batchTitle: string, titles: readonly string[]): Promise<SentBatch> {
    const firstBatch = await this.batch(`${batchTitle} – sent on`, senderId, 'main', { isRead: true });
    const batchId = await this.batch(batchTitle, secondReviewerId, 'second');
    const submissionIds: number[] = [];
    const secondReviewIds: number[] = [];
    for (const title of titles) {
      const courseSubmissionId = await this.submission(title, { status: 'secondReview', queueType: 'second', assignedAnalystId: secondReviewerId, reviewBatchId: batchId });
      await this.review({ courseSubmissionId, analystId: senderId, reviewBatchId: firstBatch, decision: 'secondreview', decidedOn: new Date(), startedOn: new Date() });
      secondReviewIds.push(await this.review({ courseSubmissionId, analystId: secondReviewerId, reviewBatchId: batchId, isSecondReview: true }));
      submissionIds.push(courseSubmissionId);
    }
    return { batchId, title: batchTitle, submissionIds, secondReviewIds };
  }
}

// The course-audit demo (issue 9 §3): the demo's online publishers (seeds/courses/) already send
// audited courses to the Course Audit queue this year; each of those becomes a running audit linked to
// its submission, selected a few days before it was submitted. Four publishers' requests to cancel
// wait for an answer (the header's pending count), one earlier request was rejected, and the year
// before keeps audits that were removed (one course, or all of a publisher's) and cancelled on request.
// Deterministic: the course demo's rows, taken in id order, decide everything; dates count back from now.
import type { EntityManager } from '@mikro-orm/postgresql';
import courseAudits from '../resources/course-audits.js';
import courseSubmissions from '../resources/course-submissions.js';
import courseYears from '../resources/course-years.js';
import courses from '../resources/courses.js';
import institutions from '../resources/institutions.js';
import users from '../resources/users.js';
import { INSTITUTION_TYPE } from '../resources/_enums.js';
import type { RowOf } from '../core/model/row-type.js';
import { insertBatches, type SeedLog } from './insert.js';
import { entityPaths } from '../server/db/entity-paths.js';

type AuditSeedRow = Omit<RowOf<typeof courseAudits>, 'id'>;
type Row = Record<string, unknown>;

const DAY = 86_400_000;
/** Staff who select and answer audits in the demo (seeds/users.ts). */
const STAFF = ['admin', 'mchen'];

const CANCEL_REASONS = [
  'We are retiring this course at the end of the term and will not offer it next year.',
  'The course is being rewritten for a new edition; we would like it audited once that is published.',
  'Our curriculum team is already revising this course after school feedback.',
  'This course was listed by mistake: it is a school-specific version, not our catalogue course.',
  'We asked for an extension for the previous audit and would like this one postponed to next year.',
];

function blank(partial: Partial<AuditSeedRow> & Pick<AuditSeedRow, 'courseId' | 'academicYearId' | 'institutionId' | 'title' | 'selectedOn'>): AuditSeedRow {
  return {
    status: 'selected',
    isActive: true,
    courseSubmissionId: null,
    openedSubmission: false,
    selectedById: null,
    cancellationReason: null,
    cancellationRequestedOn: null,
    response: null,
    responseReason: null,
    respondedById: null,
    respondedOn: null,
    removalScope: null,
    removedById: null,
    removedOn: null,
    ...partial,
  };
}

export async function seedCourseAuditDemo(em: EntityManager, log: SeedLog = () => {}, now = new Date()): Promise<AuditSeedRow[]> {
  const find = (entity: string, where: object, fields: string[]) => em.find<Row>(entity, where, { fields: entityPaths(fields), orderBy: { id: 'asc' }, disableIdentityMap: true });
  const publishers = await find(institutions.entity, { institutionTypeId: INSTITUTION_TYPE.onlinePublisher }, ['id', 'name']);
  const staff = (await find(users.entity, { username: { $in: STAFF } }, ['id'])).map((u) => u.id as number);
  const submissions = await find(courseSubmissions.entity, { queueType: 'audit', institutionId: { $in: publishers.map((p) => p.id) } }, ['id', 'courseId', 'academicYearId', 'institutionId', 'submittedOn', 'status']);
  const ownCourses = await find(courses.entity, { institutionId: { $in: publishers.map((p) => p.id) } }, ['id', 'institutionId']);
  const titles = await find(courseYears.entity, { courseId: { $in: ownCourses.map((c) => c.id) } }, ['courseId', 'academicYearId', 'title']);
  const titleOf = new Map(titles.map((t) => [`${t.courseId}|${t.academicYearId}`, String(t.title)]));
  const by = (i: number) => staff.length ? staff[i % staff.length] : null;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  const rows: AuditSeedRow[] = [];
  const taken = new Set<string>();
  // this year's audits: one per audited course, as the queue has them
  for (const [i, s] of submissions.entries()) {
    const title = titleOf.get(`${s.courseId}|${s.academicYearId}`);
    const key = `${s.institutionId}|${s.academicYearId}|${title?.toLowerCase()}`;
    if (!title || taken.has(key) || rows.some((r) => r.courseId === s.courseId && r.academicYearId === s.academicYearId)) continue;
    taken.add(key);
    const selectedOn = new Date(new Date(s.submittedOn as Date).getTime() - (2 + (i % 5)) * DAY);
    rows.push(blank({ courseId: s.courseId as number, academicYearId: s.academicYearId as number, institutionId: s.institutionId as number, title, selectedOn, selectedById: by(i), courseSubmissionId: s.id as number }));
  }
  // cancellation requests: the first undecided audit of each audited publisher waits for an answer; a second
  // one of the first publisher was rejected before
  const undecided = (r: AuditSeedRow) => submissions.some((s) => s.id === r.courseSubmissionId && (s.status === 'inQueue' || s.status === 'inReview'));
  publishers.filter((p) => rows.some((r) => r.institutionId === p.id)).forEach((p, k) => {
    const open = rows.filter((r) => r.institutionId === p.id && undecided(r));
    if (open[0]) Object.assign(open[0], { status: 'cancellationRequested', cancellationReason: CANCEL_REASONS[k % CANCEL_REASONS.length], cancellationRequestedOn: ago(1 + k) });
    if (k === 0 && open[1])
      Object.assign(open[1], {
        cancellationReason: CANCEL_REASONS[4],
        cancellationRequestedOn: ago(12),
        response: 'reject',
        responseReason: 'The audit is already under way; the course stays in the audit list for this year.',
        respondedById: by(1),
        respondedOn: ago(10),
      });
  });
  // the year before: per publisher with courses, one audit removed for that course, one cancelled on
  // request; the last publisher had all its audits of that year removed at once
  const years = [...new Set(titles.map((t) => t.academicYearId as number))].sort((a, b) => a - b);
  const previous = years[years.length - 2];
  const withCourses = publishers.filter((p) => ownCourses.some((c) => c.institutionId === p.id));
  withCourses.forEach((p, k) => {
    const earlier = ownCourses.filter((c) => c.institutionId === p.id && titleOf.has(`${c.id}|${previous}`)).slice(0, 3);
    earlier.forEach((c, j) => {
      const base = { courseId: c.id as number, academicYearId: previous, institutionId: p.id as number, title: titleOf.get(`${c.id}|${previous}`)!, selectedOn: ago(300 - 20 * j), selectedById: by(j), isActive: false };
      const allAtOnce = k === withCourses.length - 1;
      if (j === 1 && !allAtOnce)
        rows.push(blank({ ...base, status: 'cancelled', cancellationReason: CANCEL_REASONS[2], cancellationRequestedOn: ago(250), response: 'approve', responseReason: 'Agreed: the revised course will be audited next year.', respondedById: by(k), respondedOn: ago(245) }));
      else rows.push(blank({ ...base, status: 'removed', removalScope: allAtOnce ? 'all' : 'course', removedById: by(k), removedOn: ago(200) }));
    });
  });
  await insertBatches(em, courseAudits.entity, rows, 'course audits', log);
  return rows;
}

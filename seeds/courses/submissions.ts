// The submissions of the demo and where each stands: the first submissions of courses created in
// the two years before, all decided then; and this year's new courses, resubmissions, district
// versions, adoptions, revisions and publisher course audits, delivered by institution a few at a
// time. A delivery is still unassigned, open in an analyst's queue, or done; every active analyst
// gets open batches in the main and audit queues and submissions to second-review.
import { addMaterial } from './catalogue.js';
import type { DemoContext, Person } from './context.js';
import { proposedAddition, type MaterialSeed } from './materials.js';
import { addDays, officeWallClock } from '../../core/time/office-time.js';
import { OPENS, OfficeCalendar, workdayMoment } from './office-clock.js';
import type { CoursePlan } from './plan.js';
import type { Random } from './random.js';
import type { Decision, DemoTables, QueueType, ReviewBatchRow, Scenario, SubmissionRow } from './rows.js';

export interface ReviewPlan {
  analyst: Person;
  batch: ReviewBatchRow;
  isSecondReview: boolean;
  assignedOn: Date;
  startedOn: Date | null;
  decision: Decision | null;
  decidedOn: Date | null;
}

export interface SubmissionPlan {
  row: SubmissionRow;
  course: CoursePlan;
  reviews: ReviewPlan[];
}

const SUBMISSION_TYPE = { newCourse: 1, revision: 2, adoption: 3 } as const;

/** The share of each scenario the institution asks to have reviewed express. */
const EXPRESS_CHANCE: Record<Scenario, number> = { new: 0.05, revisionMinor: 0.5, revisionMajor: 0.1, resubmission: 0.1, districtVersion: 0.3, adoption: 0.7 };

const MINUTE = 60_000;
const plus = (d: Date, minutes: number) => new Date(d.getTime() + minutes * MINUTE);
const officeDate = (d: Date) => {
  const [y, m, day] = officeWallClock(d).day.split('-');
  return `${m}/${day}/${y}`;
};

interface Candidate {
  course: CoursePlan;
  scenario: Scenario;
  submissionTypeId: number;
  queue: 'main' | 'audit';
}

/** Batches by owner, queue, institution, review round and submitted day: the workflow's grouping. */
class Batches {
  private readonly byKey = new Map<string, ReviewBatchRow>();

  constructor(private readonly t: DemoTables) {}

  get(owner: Person, queueType: QueueType, course: CoursePlan, submittedOn: Date, createdOn: Date, isSecondReview = false, isRead = true): ReviewBatchRow {
    const key = [owner.id, queueType, course.owner.id, isSecondReview, officeWallClock(submittedOn).day].join('|');
    let batch = this.byKey.get(key);
    if (!batch) {
      batch = this.t.reviewBatches.add({ title: `${course.owner.name} – ${officeDate(submittedOn)}`.slice(0, 300), institutionId: course.owner.id, ownerId: owner.id, queueType, isSecondReview, isRead, createdOn });
      this.byKey.set(key, batch);
    }
    return batch;
  }
}

function chunk<T>(random: Random, items: T[], min: number, max: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; ) {
    const size = random.int(min, max);
    out.push(items.slice(i, i + size));
    i += size;
  }
  return out;
}

function groupBy<T>(items: T[], key: (item: T) => string | number): T[][] {
  const groups = new Map<string | number, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
}

function addSubmission(t: DemoTables, random: Random, c: Candidate, yearId: number, submittedOn: Date): SubmissionRow {
  return t.courseSubmissions.add({
    courseId: c.course.courseId,
    academicYearId: yearId,
    institutionId: c.course.owner.id,
    submissionTypeId: c.submissionTypeId,
    scenario: c.scenario,
    isExpressReview: random.chance(EXPRESS_CHANCE[c.scenario]),
    submittedOn,
    status: 'inQueue',
    queueType: c.queue,
    assignedAnalystId: null,
    reviewBatchId: null,
    modifications: null,
    decidedOn: null,
  });
}

const firstCandidate = (p: CoursePlan): Candidate => ({
  course: p,
  scenario: p.firstScenario,
  submissionTypeId: p.firstScenario === 'adoption' ? SUBMISSION_TYPE.adoption : SUBMISSION_TYPE.newCourse,
  queue: 'main',
});

/** First submissions of the courses created in the two years before this one, decided back then. */
export function submitEarlierYears(random: Random, ctx: DemoContext, plans: CoursePlan[], t: DemoTables): SubmissionPlan[] {
  const current = ctx.yearIds[ctx.yearIds.length - 1];
  const batches = new Batches(t);
  const reviewers = [...ctx.analysts, ...ctx.formerAnalysts];
  const out: SubmissionPlan[] = [];
  const earlier = plans.filter((p) => p.origin === 'new' && p.firstYearId < current);

  const decide = (c: Candidate, yearId: number, submittedOn: Date, analyst: Person, decision: Decision) => {
    const row = addSubmission(t, random, c, yearId, submittedOn);
    const assignedOn = workdayMoment(random, addDays(officeWallClock(submittedOn).day, 1), addDays(officeWallClock(submittedOn).day, 6));
    const batch = batches.get(analyst, 'main', c.course, submittedOn, assignedOn);
    const decidedOn = workdayMoment(random, addDays(officeWallClock(assignedOn).day, 1), addDays(officeWallClock(assignedOn).day, 20));
    Object.assign(row, { status: decision === 'approved' ? 'approved' : 'notApproved', assignedAnalystId: analyst.id, reviewBatchId: batch.id, decidedOn });
    out.push({ row, course: c.course, reviews: [{ analyst, batch, isSecondReview: false, assignedOn, startedOn: plus(decidedOn, -random.int(10, 120)), decision, decidedOn }] });
    return decidedOn;
  };

  for (const group of groupBy(earlier, (p) => `${p.owner.id}|${p.firstYearId}`)) {
    const yearStart = ctx.yearStarts.get(group[0].firstYearId)!;
    for (const delivery of chunk(random, group, 2, 6)) {
      const submittedOn = workdayMoment(random, addDays(yearStart, -150), addDays(yearStart, 30));
      const analyst = random.pick(reviewers);
      for (const p of delivery) {
        if (p.notApprovedLastYear) decide(firstCandidate(p), p.firstYearId, submittedOn, analyst, 'notapproved');
        else if (random.chance(0.1)) {
          // not approved at first, approved when the institution resubmitted a few weeks later
          const notApprovedOn = decide(firstCandidate(p), p.firstYearId, submittedOn, analyst, 'notapproved');
          const again = workdayMoment(random, addDays(officeWallClock(notApprovedOn).day, 7), addDays(officeWallClock(notApprovedOn).day, 30));
          decide({ ...firstCandidate(p), scenario: 'resubmission', submissionTypeId: SUBMISSION_TYPE.newCourse }, p.firstYearId, again, analyst, 'approved');
        } else decide(firstCandidate(p), p.firstYearId, submittedOn, analyst, 'approved');
      }
    }
  }
  return out;
}

/** This year's candidates: what the plan says each course sends for review now. */
function currentCandidates(random: Random, ctx: DemoContext, plans: CoursePlan[]): Candidate[] {
  const current = ctx.yearIds[ctx.yearIds.length - 1];
  // every publisher has enough audited courses for two audit batches
  for (const publisher of groupBy(plans.filter((p) => p.owner.kind === 'publisher'), (p) => p.owner.id)) {
    const spare = random.shuffle(publisher.filter((p) => !p.audited && !p.revision && !p.archived && p.origin === 'established' && p.lastYearId === current));
    while (publisher.filter((p) => p.audited).length < 4 && spare.length) spare.pop()!.audited = true;
  }
  const out: Candidate[] = [];
  for (const p of plans.filter((x) => x.lastYearId === current)) {
    if (p.notApprovedLastYear) out.push({ course: p, scenario: 'resubmission', submissionTypeId: SUBMISSION_TYPE.newCourse, queue: 'main' });
    else if (p.origin === 'new' && p.firstYearId === current) out.push(firstCandidate(p));
    else if (p.revision) out.push({ course: p, scenario: p.revision.scenario, submissionTypeId: SUBMISSION_TYPE.revision, queue: 'main' });
    else if (p.audited) out.push({ course: p, scenario: 'revisionMajor', submissionTypeId: SUBMISSION_TYPE.revision, queue: 'audit' });
  }
  return out;
}

type Fate = 'unassigned' | 'open' | 'done';
/** What happens to one submission of a delivery. */
type Outcome = 'inQueue' | 'hold' | 'withdrawn' | 'inReview' | 'decided' | 'pendingSecond' | 'awaitingSecond' | 'viaSecond';

interface Delivery {
  members: Candidate[];
  fate: Fate;
  analyst: Person | null;
}

function outcomesOf(random: Random, d: Delivery): Outcome[] {
  const outcomes = d.members.map((): Outcome => {
    if (d.fate === 'unassigned') return random.weighted({ inQueue: 84, hold: 10, withdrawn: 6 });
    if (d.fate === 'done') return random.chance(0.08) ? 'viaSecond' : 'decided';
    return random.weighted({ inReview: 55, decided: 32, pendingSecond: 8, awaitingSecond: 5 });
  });
  // an open batch keeps one review to do, or it would leave the analyst's queue
  if (d.fate === 'open' && !outcomes.includes('inReview')) outcomes[0] = 'inReview';
  return outcomes;
}

/** This year's submissions, their batches and the reviews to write. */
export function submitCurrentYear(random: Random, ctx: DemoContext, plans: CoursePlan[], t: DemoTables): SubmissionPlan[] {
  const current = ctx.yearIds[ctx.yearIds.length - 1];
  const cal = new OfficeCalendar(ctx.now);
  const batches = new Batches(t);
  const analysts = ctx.analysts;
  const candidates = currentCandidates(random, ctx, plans);

  // audit deliveries: each publisher's audited courses in batches of 2–3 for analysts in turn, the
  // first two of each publisher still open, so every analyst has audit work
  const deliveries: Delivery[] = [];
  groupBy(candidates.filter((c) => c.queue === 'audit'), (c) => c.course.owner.id).forEach((group, k) =>
    chunk(random, group, 2, 3).forEach((members, j) => deliveries.push({ members, fate: j < 2 ? 'open' : 'done', analyst: analysts[(k + j) % analysts.length] })),
  );
  const main = random.shuffle(groupBy(candidates.filter((c) => c.queue === 'main'), (c) => c.course.owner.id).flatMap((g) => chunk(random, g, 1, 5)));
  main.forEach((members, i) => {
    const open = i < 4 * analysts.length;
    const fate: Fate = open ? 'open' : random.chance(0.16) ? 'unassigned' : 'done';
    deliveries.push({ members, fate, analyst: open ? analysts[i % analysts.length] : fate === 'done' ? random.pick(analysts) : null });
  });

  const planned = deliveries.map((d) => ({ d, outcomes: outcomesOf(random, d) }));
  // the unassigned deliveries hold at least two parked and two withdrawn submissions
  for (const wanted of ['hold', 'withdrawn'] as const) {
    const waiting = planned.filter((p) => p.d.fate === 'unassigned');
    for (const p of random.shuffle(waiting)) {
      if (planned.flatMap((x) => x.outcomes).filter((o) => o === wanted).length >= 2) break;
      const i = p.outcomes.indexOf('inQueue');
      if (i >= 0 && p.outcomes.filter((o) => o === 'inQueue').length > 1) p.outcomes[i] = wanted;
    }
  }
  // at least two submissions in each analyst's 2nd Review queue
  const pending = () => planned.flatMap((p) => p.outcomes.filter((o) => o === 'pendingSecond')).length;
  for (const p of random.shuffle(planned.filter((x) => x.d.fate === 'open'))) {
    if (pending() >= 2 * analysts.length) break;
    const i = p.outcomes.indexOf('decided');
    if (i >= 0) p.outcomes[i] = 'pendingSecond';
  }
  // second reviewers in turn: the analyst with the fewest such reviews yet, never the first analyst
  const secondLoad = { open: new Map<number, number>(), decided: new Map<number, number>() };
  const secondReviewer = (first: Person, kind: keyof typeof secondLoad) => {
    const load = secondLoad[kind];
    const reviewer = analysts.filter((a) => a.id !== first.id).reduce((best, a) => ((load.get(a.id) ?? 0) < (load.get(best.id) ?? 0) ? a : best));
    load.set(reviewer.id, (load.get(reviewer.id) ?? 0) + 1);
    return reviewer;
  };

  const out: SubmissionPlan[] = [];
  for (const { d, outcomes } of planned) {
    const s = d.fate === 'unassigned' ? random.int(0, 7) : d.fate === 'open' ? random.int(2, 16) : random.int(3, 34);
    const submittedOn = cal.businessMoment(random, s, OPENS - 60, OPENS + 11 * 60);
    const a = Math.max(1, s - random.int(1, 2));
    const assignedOn = d.analyst ? cal.momentAfter(random, a, submittedOn, OPENS + 120) : null;
    d.members.forEach((c, i) => {
      const row = addSubmission(t, random, c, current, plus(submittedOn, i));
      const plan: SubmissionPlan = { row, course: c.course, reviews: [] };
      out.push(plan);
      const outcome = outcomes[i];
      if (!d.analyst || !assignedOn) {
        if (outcome !== 'inQueue') row.status = outcome === 'hold' ? 'hold' : 'withdrawn';
        if (outcome === 'hold') row.queueType = 'hold';
        return;
      }
      const batch = batches.get(d.analyst, c.queue, c.course, row.submittedOn, assignedOn, false, d.fate === 'done' || random.chance(0.5));
      const first: ReviewPlan = { analyst: d.analyst, batch, isSecondReview: false, assignedOn, startedOn: null, decision: null, decidedOn: null };
      plan.reviews.push(first);
      Object.assign(row, { status: 'inReview', assignedAnalystId: d.analyst.id, reviewBatchId: batch.id });
      if (outcome === 'inReview') {
        if (random.chance(0.55)) first.startedOn = cal.momentAfter(random, random.int(0, a), assignedOn);
        return;
      }
      // decided: on the day of assignment or up to twelve working days later, within six weeks
      const lowest = outcome === 'viaSecond' ? 1 : 0;
      const dayIndex = Math.max(lowest, Math.min(random.int(Math.max(0, a - 12), a), 29));
      first.decidedOn = cal.momentAfter(random, dayIndex, assignedOn);
      first.startedOn = new Date(Math.max(assignedOn.getTime() + MINUTE, first.decidedOn.getTime() - random.int(5, 90) * MINUTE));
      if (outcome === 'decided') {
        first.decision = random.chance(0.72) ? 'approved' : 'notapproved';
        Object.assign(row, { status: first.decision === 'approved' ? 'approved' : 'notApproved', decidedOn: first.decidedOn });
        return;
      }
      first.decision = 'secondreview';
      if (outcome === 'awaitingSecond') {
        // sent to 2nd review, no second reviewer yet: back in the 2nd review queue with no analyst
        Object.assign(row, { status: 'inQueue', queueType: 'second', assignedAnalystId: null, reviewBatchId: null });
        return;
      }
      const reviewer = secondReviewer(d.analyst, outcome === 'viaSecond' ? 'decided' : 'open');
      const secondAssigned = new Date(Math.min(first.decidedOn.getTime() + random.int(30, 120) * MINUTE, ctx.now.getTime() - MINUTE));
      const secondBatch = batches.get(reviewer, 'second', c.course, row.submittedOn, secondAssigned, true, outcome === 'viaSecond' || random.chance(0.4));
      const second: ReviewPlan = { analyst: reviewer, batch: secondBatch, isSecondReview: true, assignedOn: secondAssigned, startedOn: null, decision: null, decidedOn: null };
      plan.reviews.push(second);
      Object.assign(row, { status: 'secondReview', queueType: 'second', assignedAnalystId: reviewer.id, reviewBatchId: secondBatch.id });
      if (outcome === 'viaSecond') {
        const firstDay = cal.indexOf(officeWallClock(first.decidedOn).day);
        second.decidedOn = cal.momentAfter(random, random.int(Math.max(0, firstDay - 6), Math.max(0, firstDay - 1)), secondAssigned);
        second.startedOn = new Date(Math.max(secondAssigned.getTime() + MINUTE, second.decidedOn.getTime() - random.int(5, 60) * MINUTE));
        // a 2nd reviewer mostly confirms the concern that sent the course there: about three in ten
        // are approved, which the consistency page reads as the first analyst overturned
        second.decision = random.chance(0.3) ? 'approved' : 'notapproved';
        Object.assign(row, { status: second.decision === 'approved' ? 'approved' : 'notApproved', decidedOn: second.decidedOn });
      } else if (random.chance(0.3)) second.startedOn = cal.momentAfter(random, 0, secondAssigned);
    });
  }
  return out;
}

/** A revision's changes: the basic properties it changed and, for a major one, its proposed materials. */
export function writeModifications(random: Random, ctx: DemoContext, submissions: SubmissionPlan[], t: DemoTables): void {
  const current = ctx.yearIds[ctx.yearIds.length - 1];
  const yearRow = new Map(t.courseYears.rows.filter((y) => y.academicYearId === current).map((y) => [y.courseId, y]));
  const catalogue = new Map<number, typeof t.courseMaterials.rows>();
  for (const m of t.courseMaterials.rows) if (m.courseYearId !== null) catalogue.set(m.courseYearId, [...(catalogue.get(m.courseYearId) ?? []), m]);

  for (const { row, course } of submissions) {
    if (row.academicYearId !== current || (row.scenario !== 'revisionMinor' && row.scenario !== 'revisionMajor')) continue;
    // a publisher course audit reviews the whole course as it is: a major revision with nothing itemized
    if (!course.revision) {
      row.modifications = { basic: [], courseMaterial: { added: [], removed: [] } };
      continue;
    }
    const year = yearRow.get(row.courseId)!;
    // the institution edited this year's course before submitting the change
    year.updatedOn = plus(row.submittedOn, -random.int(15, 600));
    const added: number[] = [];
    const removed: number[] = [];
    if (row.scenario === 'revisionMajor') {
      const listed = catalogue.get(year.id) ?? [];
      const dropped = listed.filter((m) => !m.isPrimary && random.chance(0.5)).slice(0, 1);
      for (const m of listed) {
        if (dropped.includes(m)) removed.push(m.id);
        else {
          const { id: _id, courseYearId: _year, courseSubmissionId: _submission, materialTypeId: _type, ...fields } = m;
          t.courseMaterials.add({ ...fields, materialTypeId: m.materialTypeId, courseYearId: null, courseSubmissionId: row.id });
        }
      }
      const addition: MaterialSeed = proposedAddition(random, course.template);
      added.push(addMaterial(t, addition, { courseYearId: null, courseSubmissionId: row.id }).id);
    }
    row.modifications = { basic: [...course.revision.basic], courseMaterial: { added, removed } };
  }
}

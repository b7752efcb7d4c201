// The records of the seeded demo that the walks (tests/server/demo-walk.test.ts, tests/e2e/every-screen.test.ts)
// open: every institution with courses, offerings, users, registrations, batches or accreditation files,
// and its district; each of their years; every course and course year, submission, batch and
// review, registration and user; and of the rest of the institution directory a random sample, drawn
// with a seed the caller prints so that a failure reproduces. Read through the ORM by entity and
// field name, so the same code reads both engines.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ResourceDef } from '../../core/model/define.js';
import { Random } from '../../seeds/courses/random.js';

export interface DemoRecords {
  seed: number;
  /** the demo's institutions and their districts */
  demoInstitutions: number[];
  /** a sample of the rest of the directory */
  directorySample: number[];
  /** the years the demo has course work in */
  years: number[];
  courses: number[];
  /** [courseId, academicYearId] of every course year */
  courseYears: [number, number][];
  /** [courseId, academicYearId, institutionId] of every offering */
  offerings: [number, number, number][];
  submissions: number[];
  batches: number[];
  /** [batchId, reviewId] of every review in a batch */
  batchReviews: [number, number][];
  reviews: number[];
  registrations: number[];
  registrationReviews: number[];
  registrationAttachments: number[];
  users: number[];
  /** [userId, institutionId] of every membership */
  memberships: [number, number][];
  /** [institutionId, fileId] of every accreditation file */
  accreditationFiles: [number, number][];
  /** [rule set name, version id] of every rule set version */
  ruleSetVersions: [string, number][];
  /** ids of each resource's rows: all of them up to `perResource`, else a sample */
  byResource: Map<string, number[]>;
}

type Row = Record<string, number | null>;

/** A seed from the environment (DEMO_WALK_SEED) to reproduce a run, else a new one. */
export function walkSeed(): number {
  const fixed = Number(process.env.DEMO_WALK_SEED);
  return Number.isInteger(fixed) && fixed > 0 ? fixed : 1 + Math.floor(Math.random() * 2_000_000_000);
}

const unique = (ids: (number | null | undefined)[]) => [...new Set(ids.filter((id): id is number => id != null))].sort((a, b) => a - b);

export async function readDemoRecords(em: EntityManager, resources: readonly ResourceDef[], opts: { seed: number; directorySample: number; perResource: number }): Promise<DemoRecords> {
  const random = new Random(opts.seed);
  const entityOf = (name: string) => {
    const def = resources.find((r) => r.name === name);
    if (!def) throw new Error(`The demo walk reads resource "${name}", which the model does not have.`);
    return def.entity;
  };
  // a reference may come back as the referenced entity: keep its id
  const idOf = (v: unknown) => (v != null && typeof v === 'object' ? (v as { id: number }).id : (v as number | null));
  const rows = async (resource: string, fields: string[]) =>
    ((await em.find<Row>(entityOf(resource), {}, { fields: ['id', ...fields] as never[] })) as Row[]).map((r) => Object.fromEntries(['id', ...fields].map((f) => [f, idOf(r[f])])) as Row);

  // one after the other: one EntityManager runs one query at a time
  const courses = await rows('courses', ['institutionId']);
  const courseYears = await rows('course-years', ['courseId', 'academicYearId']);
  const offerings = await rows('course-offerings', ['courseId', 'academicYearId', 'institutionId']);
  const submissions = await rows('course-submissions', ['institutionId', 'academicYearId']);
  const reviews = await rows('course-submission-reviews', ['reviewBatchId']);
  const batches = await rows('review-batches', ['institutionId']);
  const registrations = await rows('registrations', ['institutionId']);
  const registrationReviews = await rows('registration-reviews', []);
  const attachments = await rows('registration-attachments', []);
  const users = await rows('users', []);
  const memberships = await rows('user-institutions', ['userId', 'institutionId']);
  const files = await rows('accreditation-files', ['institutionId']);
  const ruleSets = new Map((await em.find<{ id: number; name: string }>(entityOf('rule-sets'), {}, { fields: ['id', 'name'] as never[] })).map((r) => [r.id, r.name]));
  const versions = await rows('rule-set-versions', ['ruleSetId']);
  const withWork = unique([courses, offerings, submissions, batches, registrations, memberships, files].flatMap((list) => list.map((r) => r.institutionId)));
  const districts = (await em.find<Row>(entityOf('institutions'), { id: { $in: withWork } }, { fields: ['id', 'districtId'] as never[] })) as Row[];
  const demoInstitutions = unique([...withWork, ...districts.map((d) => d.districtId)]);
  const demoSet = new Set(demoInstitutions);
  const directory = (await rows('institutions', [])).map((r) => r.id!).filter((id) => !demoSet.has(id));

  const byResource = new Map<string, number[]>();
  for (const def of resources) {
    const ids = (await em.find<Row>(def.entity, {}, { fields: ['id'] as never[] })).map((r) => (r as Row).id!);
    byResource.set(def.name, ids.length <= opts.perResource ? ids : random.sample(ids, opts.perResource).sort((a, b) => a - b));
  }

  return {
    seed: opts.seed,
    demoInstitutions,
    directorySample: random.sample(directory, opts.directorySample).sort((a, b) => a - b),
    years: unique([...courseYears, ...offerings, ...submissions].map((r) => r.academicYearId)),
    courses: unique(courses.map((c) => c.id)),
    courseYears: courseYears.map((y) => [y.courseId!, y.academicYearId!]),
    offerings: offerings.map((o) => [o.courseId!, o.academicYearId!, o.institutionId!]),
    submissions: unique(submissions.map((s) => s.id)),
    batches: unique(batches.map((b) => b.id)),
    batchReviews: reviews.filter((r) => r.reviewBatchId != null).map((r) => [r.reviewBatchId!, r.id!]),
    reviews: unique(reviews.map((r) => r.id)),
    registrations: unique(registrations.map((r) => r.id)),
    registrationReviews: unique(registrationReviews.map((r) => r.id)),
    registrationAttachments: unique(attachments.map((r) => r.id)),
    users: unique(users.map((u) => u.id)),
    memberships: memberships.map((m) => [m.userId!, m.institutionId!]),
    accreditationFiles: files.map((f) => [f.institutionId!, f.id!]),
    ruleSetVersions: versions.map((v) => [ruleSets.get(v.ruleSetId!)!, v.id!]),
    byResource,
  };
}

// The course and review demo (issue 7 §1): a catalogue for the high schools of a few counties, their
// districts, programs and publishers over the current academic year and the two before, with
// submissions in every status, analysts' queues with work and six weeks of decisions. Deterministic
// (one seeded random source); dates count back from `now`, the moment of the first start.
import type { EntityManager } from '@mikro-orm/postgresql';
import courseDisciplines from '../../resources/course-disciplines.js';
import courseEvents from '../../resources/course-events.js';
import courseMaterials from '../../resources/course-materials.js';
import courseNotes from '../../resources/course-notes.js';
import courseOfferings from '../../resources/course-offerings.js';
import courseSubmissionReviews from '../../resources/course-submission-reviews.js';
import courseSubmissions from '../../resources/course-submissions.js';
import courseTags from '../../resources/course-tags.js';
import courseYears from '../../resources/course-years.js';
import courses from '../../resources/courses.js';
import institutions from '../../resources/institutions.js';
import reviewBatches from '../../resources/review-batches.js';
import reviewExclusions from '../../resources/review-exclusions.js';
import reviewStatements from '../../resources/review-statements.js';
import type { ResourceDef } from '../../core/model/define.js';
import { insertBatches, moveIdSequence, type SeedLog } from '../insert.js';
import { writeCatalogue } from './catalogue.js';
import { readDemoContext, type DemoContext } from './context.js';
import { planCourses, providerOwners } from './plan.js';
import { Random } from './random.js';
import { reviewsAndSubmissions } from './workflow.js';
import { Table, type DemoTables } from './rows.js';

/** The seed of the demo's random source: change it and every catalogue and queue changes with it. */
export const COURSE_DEMO_SEED = 20_261_125;

/** The tables in writing order (a row's references are written before it) with their resources. */
const RESOURCES: Record<keyof DemoTables, ResourceDef> = {
  institutions,
  courses,
  courseYears,
  courseDisciplines,
  courseOfferings,
  courseTags,
  reviewBatches,
  courseSubmissions,
  courseMaterials,
  courseSubmissionReviews,
  reviewStatements,
  reviewExclusions,
  courseNotes,
  courseEvents,
};

/** Builds every row in memory: no database access, so the same context always gives the same rows. */
export function buildCourseDemo(ctx: DemoContext): DemoTables {
  const random = new Random(COURSE_DEMO_SEED);
  const tables = Object.fromEntries(Object.keys(RESOURCES).map((k) => [k, new Table(k === 'institutions' ? ctx.nextInstitutionId : 1)])) as unknown as DemoTables;
  const providers = providerOwners(tables.institutions);
  const plans = planCourses(random, ctx, providers);
  writeCatalogue(random, ctx, plans, tables);
  reviewsAndSubmissions(random, ctx, plans, tables);
  return tables;
}

export async function seedCourseDemo(em: EntityManager, log: SeedLog = () => {}, now = new Date()): Promise<DemoTables> {
  const ctx = await readDemoContext(em, now);
  const started = Date.now();
  const tables = buildCourseDemo(ctx);
  log(`courses: built in ${Date.now() - started} ms`, 1, 1);
  for (const [key, def] of Object.entries(RESOURCES) as [keyof DemoTables, ResourceDef][]) {
    const rows = tables[key].rows;
    await insertBatches(em, def.entity, rows, `courses: ${def.label.toLowerCase()}`, log);
    await moveIdSequence(em, def.entity);
  }
  return tables;
}

// Which courses exist and what happens to each over the three academic years: who owns it, when it
// was created and first submitted, whether it was not approved, archived, revised or audited this
// year. The catalogue writes its rows from this plan and the submissions follow its story.
import { INSTITUTION_TYPE } from '../../resources/_enums.js';
import type { DemoContext, School } from './context.js';
import { ELECTIVE_TEMPLATES } from './electives.js';
import { PROVIDERS, type Provider } from './providers.js';
import type { Random } from './random.js';
import type { InstitutionRow, Scenario, Table } from './rows.js';
import { LENGTH, type CourseTemplate } from './template.js';
import { ACADEMIC_TEMPLATES } from './titles.js';

export const ALL_TEMPLATES: readonly CourseTemplate[] = [...ACADEMIC_TEMPLATES, ...ELECTIVE_TEMPLATES];

export type OwnerKind = 'school' | 'district' | 'program' | 'publisher';

export interface Owner {
  id: number;
  name: string;
  kind: OwnerKind;
  /** the schools that offer its courses: itself, or a district's high schools */
  offeredAt: School[];
  isOnline: boolean;
}

/** The kinds of basic-info change a revision makes (the catalogue turns them into property names). */
export type BasicChange = 'title' | 'grades' | 'courseLengthId';

export interface CoursePlan {
  template: CourseTemplate;
  owner: Owner;
  isDistrictCourse: boolean;
  /** the district course a district version follows, or the provider course an adoption copies */
  parent: CoursePlan | null;
  adoptedFrom: CoursePlan | null;
  /** 'established': on the list before the first year shown; otherwise first submitted in firstYearId */
  origin: 'established' | 'new';
  firstScenario: Scenario;
  firstYearId: number;
  lastYearId: number;
  /** a new course of last year that was not approved: resubmitted this year or dropped */
  notApprovedLastYear: boolean;
  archived: { yearId: number; byOffice: boolean } | null;
  /** this year's change submitted for review: what kind, and the basic properties it changed */
  revision: { scenario: 'revisionMinor' | 'revisionMajor'; changes: BasicChange[]; basic: string[] } | null;
  /** a publisher course selected for the course audit this year */
  audited: boolean;
  /** a district version or an adoption follows it, so it stays on the list every year */
  isSource: boolean;
  /** set when the catalogue is written */
  courseId: number;
}

const ORIGIN_WEIGHTS = { established: 71, older: 3, last: 6, current: 20 };

function sampleTemplates(random: Random, pool: readonly CourseTemplate[], count: number, taken: Set<string>): CourseTemplate[] {
  return random.shuffle(pool.filter((t) => !taken.has(t.title))).slice(0, count);
}

/** The programs and publishers as institution rows, and as course owners. */
export function providerOwners(institutions: Table<InstitutionRow>): { owner: Owner; provider: Provider }[] {
  return PROVIDERS.map((provider) => {
    const row = institutions.add({ name: provider.name, institutionTypeId: provider.institutionTypeId, isActive: true, streetCity: provider.streetCity, streetState: provider.streetState, countyId: provider.countyId, website: provider.website });
    const school: School = { id: row.id, name: row.name, districtId: row.id, isOnlineSchool: provider.institutionTypeId === INSTITUTION_TYPE.onlinePublisher };
    const kind: OwnerKind = provider.institutionTypeId === INSTITUTION_TYPE.program ? 'program' : 'publisher';
    return { provider, owner: { id: row.id, name: row.name, kind, offeredAt: [school], isOnline: kind === 'publisher' } };
  });
}

export function planCourses(random: Random, ctx: DemoContext, providers: { owner: Owner; provider: Provider }[]): CoursePlan[] {
  const [older, last, current] = ctx.yearIds.length === 3 ? ctx.yearIds : [ctx.yearIds[0], ctx.yearIds[0], ctx.yearIds[ctx.yearIds.length - 1]];
  const plans: CoursePlan[] = [];

  const plan = (template: CourseTemplate, owner: Owner, extra: Partial<CoursePlan> = {}, weights: Partial<typeof ORIGIN_WEIGHTS> = ORIGIN_WEIGHTS): CoursePlan => {
    const when = random.weighted({ ...{ established: 0, older: 0, last: 0, current: 0 }, ...weights });
    let firstYearId = when === 'established' || when === 'older' ? older : when === 'last' ? last : current;
    let origin: CoursePlan['origin'] = when === 'established' ? 'established' : 'new';
    // a discipline that opened later (Data Science) has no course before its first year
    if (template.firstAcademicYearId && firstYearId < template.firstAcademicYearId) {
      firstYearId = Math.min(current, template.firstAcademicYearId);
      origin = 'new';
    }
    const p: CoursePlan = {
      template,
      owner,
      isDistrictCourse: owner.kind === 'district',
      parent: null,
      adoptedFrom: null,
      origin,
      firstScenario: 'new',
      firstYearId,
      lastYearId: current,
      notApprovedLastYear: false,
      archived: null,
      revision: null,
      audited: false,
      isSource: false,
      courseId: 0,
      ...extra,
    };
    plans.push(p);
    return p;
  };

  const providerCourses: CoursePlan[] = [];
  for (const { owner, provider } of providers) {
    const pool = ALL_TEMPLATES.filter((t) => provider.areas.includes(t.area) && t.kind !== 'cte');
    const count = owner.kind === 'program' ? random.int(7, 9) : random.int(11, 15);
    for (const t of sampleTemplates(random, pool, count, new Set())) providerCourses.push(plan(t, owner));
  }

  const core = ALL_TEMPLATES.filter((t) => t.kind === 'core');
  const ownChoices = ALL_TEMPLATES.filter((t) => t.kind !== 'core');
  const adopters: School[] = [];
  for (const district of ctx.districts) {
    const taken = new Set<string>();
    const districtCourses: CoursePlan[] = [];
    if (district.schools.length >= 2) {
      const owner: Owner = { id: district.id, name: district.name, kind: 'district', offeredAt: district.schools, isOnline: false };
      const count = 3 + Math.min(district.schools.length, 5);
      for (const t of [...sampleTemplates(random, core, count - 2, taken), ...sampleTemplates(random, ownChoices, 2, taken)]) {
        taken.add(t.title);
        districtCourses.push(plan(t, owner));
      }
    }
    for (const school of district.schools) {
      const owner: Owner = { id: school.id, name: school.name, kind: 'school', offeredAt: [school], isOnline: school.isOnlineSchool };
      const own = districtCourses.length ? sampleTemplates(random, ownChoices, random.int(1, 3), taken) : sampleTemplates(random, ALL_TEMPLATES, random.int(3, 5), taken);
      for (const t of own) plan(t, owner);
      // a district version: the school teaches a district course its own way
      const followable = districtCourses.filter((c) => c.firstYearId <= last);
      if (followable.length && random.chance(0.3)) {
        const parent = random.pick(followable);
        parent.isSource = true;
        plan(parent.template, owner, { parent, firstScenario: 'districtVersion' }, { last: 15, current: 85 });
      }
      if (random.chance(0.18)) adopters.push(school);
    }
  }

  // adoptions: a school copies a program's or publisher's course
  const adoptable = providerCourses.filter((c) => c.firstYearId <= last);
  for (const school of adoptable.length ? adopters : []) {
    const source = random.pick(adoptable);
    source.isSource = true;
    const owner: Owner = { id: school.id, name: school.name, kind: 'school', offeredAt: [school], isOnline: true };
    plan(source.template, owner, { adoptedFrom: source, firstScenario: 'adoption' }, { last: 20, current: 80 });
  }

  for (const p of plans) decideStory(random, p, { older, last, current });
  return plans;
}

/** What happens to a course after its first year: not approved, dropped, archived, revised, audited. */
function decideStory(random: Random, p: CoursePlan, y: { older: number; last: number; current: number }): void {
  const derived = p.parent !== null || p.adoptedFrom !== null;
  if (p.origin === 'new' && p.firstYearId === y.last && y.last !== y.current && !derived && !p.isSource && random.chance(0.15)) {
    p.notApprovedLastYear = true;
    // not approved last year: resubmitted this year, or the school let it go
    if (random.chance(0.4)) p.lastYearId = y.last;
    return;
  }
  if (p.firstYearId >= y.current || derived) return;
  // a course others follow is never dropped or archived
  const roll = p.isSource ? 0.1 + random.next() * 0.9 : random.next();
  if (roll < 0.05 && p.firstYearId < y.last) {
    p.lastYearId = y.last;
    p.archived = { yearId: y.last, byOffice: false };
  } else if (roll < 0.08) p.archived = { yearId: y.current, byOffice: random.chance(0.3) };
  else if (p.owner.kind === 'publisher' && roll < 0.4) p.audited = true;
  else if (roll < 0.26) {
    const major = random.chance(0.45);
    const options: BasicChange[] = ['title', 'grades', ...(p.template.courseLengthId === LENGTH.semester ? (['courseLengthId'] as const) : [])];
    const changes = major && random.chance(0.4) ? [] : random.sample(options, random.int(1, 2));
    p.revision = { scenario: major ? 'revisionMajor' : 'revisionMinor', changes, basic: [] };
  }
}

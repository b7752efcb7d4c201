// What the course demo builds on, read from the rows the earlier seed steps wrote: the academic
// years around today, the real high schools of a few counties and their districts, the analysts,
// rubrics, the minimum approval value, feedback statements, tags and CTE pathways. Read through the
// ORM by entity and field, so a renamed table or column is followed.
import type { EntityManager } from '@mikro-orm/postgresql';
import { INSTITUTION_TYPE } from '../../resources/_enums.js';
import { currentYear, localDay } from '../../core/academic-years/year-window.js';
import academicYears from '../../resources/academic-years.js';
import ctePathways from '../../resources/cte-pathways.js';
import cteIndustries from '../../resources/cte-industries.js';
import feedbackStatements from '../../resources/feedback-statements.js';
import institutions from '../../resources/institutions.js';
import reviewSettings from '../../resources/review-settings.js';
import rubrics from '../../resources/rubrics.js';
import tags from '../../resources/tags.js';
import users from '../../resources/users.js';
import { OTHER_DISTRICT_ID } from '../../core/spec-constants.js';
import { SCHOOL_TYPES } from '../lookups/places.js';
import type { ReviewStatementRow } from './rows.js';
import { entityPaths } from '../../server/db/entity-paths.js';

/**
 * The counties whose active high schools get course lists: the Bay Area's Alameda and San Francisco,
 * the Central Valley's Fresno and Kern, Sacramento, Monterey and rural Humboldt (CDS county codes).
 */
export const DEMO_COUNTY_IDS = [1, 10, 12, 15, 27, 34, 38];
/** Traditional and alternative-of-choice high schools: the kinds that keep A–G course lists. */
const SCHOOL_TYPE_IDS = SCHOOL_TYPES.filter((t) => t.cdeCode === 'TRAD' || t.cdeCode === 'ALTSOC').map((t) => t.id);

export interface School {
  id: number;
  name: string;
  districtId: number;
  isOnlineSchool: boolean;
}
export interface District {
  id: number;
  name: string;
  schools: School[];
}
export interface Person {
  id: number;
  name: string;
}
export interface Statement {
  id: number;
  reviewStatementTypeId: number;
  subjectAreaId: number | null;
  sectionId: ReviewStatementRow['section'];
}

export interface DemoContext {
  now: Date;
  /** the two years before the current one and the current one, oldest first */
  yearIds: number[];
  yearNames: Map<number, string>;
  yearStarts: Map<number, string>;
  schools: School[];
  districts: District[];
  /** the next free institution id, for the programs and publishers the demo adds */
  nextInstitutionId: number;
  /** active analysts, whose queues get work */
  analysts: Person[];
  /** analysts who have left (inactive): authors of older decisions */
  formerAnalysts: Person[];
  /** the office administrator who assigns and parks submissions */
  administrator: Person;
  rubrics: { id: number; value: number; name: string }[];
  minApprovalValue: number;
  statements: Statement[];
  tagIds: Map<string, number>;
  /** "sector|pathway" → ids */
  pathways: Map<string, { cteIndustryId: number; ctePathwayId: number }>;
}

type Row = Record<string, unknown>;
const find = (em: EntityManager, entity: string, where: object, fields: string[], orderBy: object = { id: 'asc' }, limit?: number) =>
  em.find<Row>(entity, where, { fields: entityPaths(fields), orderBy: orderBy, disableIdentityMap: true, limit });

const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

export async function readDemoContext(em: EntityManager, now: Date): Promise<DemoContext> {
  const years = (await find(em, academicYears.entity, {}, ['id', 'name', 'startDate', 'endDate'])).map((y) => ({
    id: y.id as number,
    name: y.name as string,
    startDate: day(y.startDate),
    endDate: day(y.endDate),
  }));
  // a clock outside the seeded years still gets a catalogue: the last seeded year counts as current
  const current = currentYear(years, localDay(now)) ?? years[years.length - 1];
  const yearIds = years.filter((y) => y.id <= current.id).slice(-3).map((y) => y.id);

  const schoolRows = await find(
    em,
    institutions.entity,
    {
      isActive: true,
      isHighSchool: true,
      countyId: { $in: DEMO_COUNTY_IDS },
      schoolTypeId: { $in: SCHOOL_TYPE_IDS },
      institutionTypeId: { $in: [INSTITUTION_TYPE.school, INSTITUTION_TYPE.onlineSchool] },
      districtId: { $ne: OTHER_DISTRICT_ID },
    },
    ['id', 'name', 'districtId', 'isOnlineSchool'],
  );
  const schools = schoolRows.map((s) => ({ id: s.id as number, name: s.name as string, districtId: s.districtId as number, isOnlineSchool: Boolean(s.isOnlineSchool) }));
  const districtRows = await find(em, institutions.entity, { id: { $in: [...new Set(schools.map((s) => s.districtId))] } }, ['id', 'name']);
  const districts = districtRows.map((d) => ({ id: d.id as number, name: d.name as string, schools: schools.filter((s) => s.districtId === d.id) }));
  const [last] = await find(em, institutions.entity, {}, ['id'], { id: 'desc' }, 1);

  const people = await find(em, users.entity, { userKind: { $in: ['analyst', 'ucop'] } }, ['id', 'username', 'firstName', 'lastName', 'userKind', 'isActive']);
  const person = (u: Row): Person => ({ id: u.id as number, name: `${u.firstName} ${u.lastName}` });
  const analysts = people.filter((u) => u.userKind === 'analyst' && u.isActive).map(person);
  const administrator = people.find((u) => u.userKind === 'ucop' && u.isActive);
  if (analysts.length < 2 || !administrator) throw new Error('The course demo needs two active analysts and an active UC office user: seed the demo users first.');

  const settings = await find(em, reviewSettings.entity, {}, ['id', 'minApprovalValue']);
  const pathwayRows = await find(em, ctePathways.entity, {}, ['id', 'name', 'cteIndustryId']);
  const industryNames = new Map((await find(em, cteIndustries.entity, {}, ['id', 'name'])).map((i) => [i.id as number, i.name as string]));

  return {
    now,
    yearIds,
    yearNames: new Map(years.map((y) => [y.id, y.name])),
    yearStarts: new Map(years.map((y) => [y.id, y.startDate])),
    schools,
    districts,
    nextInstitutionId: (last?.id as number) + 1,
    analysts,
    formerAnalysts: people.filter((u) => u.userKind === 'analyst' && !u.isActive).map(person),
    administrator: person(administrator),
    rubrics: (await find(em, rubrics.entity, { isDeleted: false }, ['id', 'value', 'name'], { value: 'asc' })).map((r) => ({ id: r.id as number, value: r.value as number, name: r.name as string })),
    minApprovalValue: (settings[0]?.minApprovalValue as number | undefined) ?? (reviewSettings.fields.minApprovalValue.default as number),
    statements: (await find(em, feedbackStatements.entity, { isDeleted: false }, ['id', 'reviewStatementTypeId', 'subjectAreaId', 'sectionId'])).map((s) => ({
      id: s.id as number,
      reviewStatementTypeId: s.reviewStatementTypeId as number,
      subjectAreaId: (s.subjectAreaId as number | null) ?? null,
      sectionId: s.sectionId as ReviewStatementRow['section'],
    })),
    tagIds: new Map((await find(em, tags.entity, { isDeleted: false, isDeprecated: false }, ['id', 'name'])).map((t) => [t.name as string, t.id as number])),
    pathways: new Map(pathwayRows.map((p) => [`${industryNames.get(p.cteIndustryId as number)}|${p.name}`, { cteIndustryId: p.cteIndustryId as number, ctePathwayId: p.id as number }])),
  };
}

// The institutions the schools directory does not hold: school networks, programs, online publishers,
// regional occupational programs and extended learning programs. Names are made up (the networks
// are named after the charter operators whose schools the directory lists), a few are closed, and
// web and e-mail addresses use the reserved example domains. Inserted after the directory's rows,
// so those keep their ids.
import type { EntityManager } from '@mikro-orm/postgresql';
import { INSTITUTION_TYPE as T } from '../resources/_enums.js';
import { OPERATING_SCHEDULE as S } from '../resources/_institution-values.js';
import { GOVERNANCE as G } from './lookups/institution-details.js';
import { DISTRICT_MANAGEMENT_OTHER } from './lookups/places.js';
import { contactsFor } from './institution-contacts.js';
import { idsBy, insertBatches, type SeedLog } from './insert.js';

interface DemoInstitution {
  name: string;
  institutionTypeId: number;
  city: string;
  state?: string;
  countyId?: number | null;
  governanceId: number;
  schedule: number;
  programTypeId?: number;
  campusLocation?: string;
  districtManagementTypeId?: number;
  closedDate?: string;
  phone: string | null;
  /** head contact abroad: an international number instead of a US one */
  internationalPhone?: string;
  website: string;
}

const CMO = 10; // district management type Charter Management Organization
const PRIVATE_NETWORK = 11;

export const DEMO_INSTITUTIONS: DemoInstitution[] = [
  // school networks: the district form with isSchoolNetwork
  { name: 'Aspire Public Schools Network', institutionTypeId: T.schoolNetwork, city: 'Oakland', countyId: 1, governanceId: G.public, schedule: S.fallToSpring, districtManagementTypeId: CMO, phone: '(510) 555-0142', website: 'www.aspire-network.example.org' },
  { name: 'KIPP Northern California Network', institutionTypeId: T.schoolNetwork, city: 'Oakland', countyId: 1, governanceId: G.public, schedule: S.fallToSpring, districtManagementTypeId: CMO, phone: '(510) 555-0187', website: 'www.kipp-norcal.example.org' },
  { name: 'Summit Public Schools Network', institutionTypeId: T.schoolNetwork, city: 'Redwood City', countyId: 41, governanceId: G.public, schedule: S.fallToSpring, districtManagementTypeId: CMO, phone: '(650) 555-0113', website: 'www.summit-network.example.org' },
  { name: 'Pacific Coast Catholic Schools', institutionTypeId: T.schoolNetwork, city: 'San Francisco', countyId: 38, governanceId: G.private, schedule: S.fallToSpring, districtManagementTypeId: 12, phone: '(415) 555-0166', website: 'www.pccatholic.example.org' },
  { name: 'Harbor Light Academies', institutionTypeId: T.schoolNetwork, city: 'Long Beach', countyId: 19, governanceId: G.private, schedule: S.fallToSpring, districtManagementTypeId: PRIVATE_NETWORK, closedDate: '2023-06-30', phone: '(562) 555-0120', website: 'www.harborlight.example.org' },
  // programs
  { name: 'Redwood Coast Marine Science Institute', institutionTypeId: T.program, city: 'Arcata', countyId: 12, governanceId: G.public, schedule: S.summer, programTypeId: 1, campusLocation: 'Humboldt Bay marine laboratory', phone: '(707) 555-0131', website: 'www.redwoodmarine.example.org' },
  { name: 'San Joaquin Valley Early College Partnership', institutionTypeId: T.program, city: 'Stockton', countyId: 39, governanceId: G.public, schedule: S.fallToSpring, programTypeId: 2, campusLocation: 'Delta College main campus', phone: '(209) 555-0190', website: 'www.sjv-earlycollege.example.org' },
  { name: 'Los Angeles Young Musicians Conservatory', institutionTypeId: T.program, city: 'Los Angeles', countyId: 19, governanceId: G.private, schedule: S.yearRound, programTypeId: 3, campusLocation: 'Downtown studio building', phone: '(213) 555-0155', website: 'www.la-ymc.example.org' },
  { name: 'Inland Empire College Bound Academy', institutionTypeId: T.program, city: 'Riverside', countyId: 33, governanceId: G.public, schedule: S.yearRound, programTypeId: 5, campusLocation: 'UC Riverside, Saturday sessions', phone: '(951) 555-0177', website: 'www.ie-collegebound.example.org' },
  { name: 'Sierra Nevada Field Studies Program', institutionTypeId: T.program, city: 'Truckee', countyId: 29, governanceId: G.private, schedule: S.summer, programTypeId: 4, campusLocation: 'Field station and online', phone: '(530) 555-0108', website: 'www.sierrafield.example.org' },
  { name: 'Bayview Summer Bridge Program', institutionTypeId: T.program, city: 'San Francisco', countyId: 38, governanceId: G.public, schedule: S.summer, programTypeId: 1, campusLocation: 'Hunters Point community center', closedDate: '2022-08-31', phone: '(415) 555-0149', website: 'www.bayviewbridge.example.org' },
  // online publishers
  { name: 'Cascadia Virtual Curriculum', institutionTypeId: T.onlinePublisher, city: 'Seattle', state: 'WA', countyId: null, governanceId: G.private, schedule: S.yearRound, phone: '(206) 555-0172', website: 'www.cascadia-curriculum.example.com' },
  { name: 'Maple Leaf Online Secondary', institutionTypeId: T.onlinePublisher, city: 'Vancouver', state: 'BC', countyId: null, governanceId: G.international, schedule: S.yearRound, phone: null, internationalPhone: '+1 604 555 0139', website: 'www.mapleleaf-online.example.com' },
  { name: 'Brightline Learning Studios', institutionTypeId: T.onlinePublisher, city: 'San Diego', countyId: 37, governanceId: G.private, schedule: S.yearRound, phone: '(619) 555-0184', website: 'www.brightline-learning.example.com' },
  { name: 'Keystone Digital Academy Courses', institutionTypeId: T.onlinePublisher, city: 'Denver', state: 'CO', countyId: null, governanceId: G.private, schedule: S.yearRound, closedDate: '2024-01-31', phone: '(303) 555-0126', website: 'www.keystone-digital.example.com' },
  // regional occupational programs
  { name: 'Livermore Valley Careers ROP', institutionTypeId: T.rop, city: 'Livermore', countyId: 1, governanceId: G.public, schedule: S.yearRound, districtManagementTypeId: 8, phone: '(925) 555-0161', website: 'www.livermorevalley-rop.example.org' },
  { name: 'Salinas Valley Careers ROP', institutionTypeId: T.rop, city: 'Salinas', countyId: 27, governanceId: G.public, schedule: S.fallToSpring, districtManagementTypeId: 8, phone: '(831) 555-0119', website: 'www.centralcoast-rop.example.org' },
  { name: 'Indian Wells Valley ROP', institutionTypeId: T.rop, city: 'Ridgecrest', countyId: 15, governanceId: G.public, schedule: S.fallToSpring, districtManagementTypeId: 8, closedDate: '2021-06-30', phone: '(760) 555-0198', website: 'www.highdesert-rop.example.org' },
  // extended learning programs
  { name: 'East Bay Expanded Learning Collaborative', institutionTypeId: T.extendedLearning, city: 'Hayward', countyId: 1, governanceId: G.public, schedule: S.yearRound, campusLocation: 'After school at partner high schools', phone: '(510) 555-0104', website: 'www.eastbay-elc.example.org' },
  { name: 'Fresno Evening Credit Recovery Program', institutionTypeId: T.extendedLearning, city: 'Fresno', countyId: 10, governanceId: G.public, schedule: S.fallToSpring, campusLocation: 'Evening classes, two district sites', phone: '(559) 555-0145', website: 'www.fresno-evening.example.org' },
  { name: 'Sacramento Saturday Scholars', institutionTypeId: T.extendedLearning, city: 'Sacramento', countyId: 34, governanceId: G.private, schedule: S.fallToSpring, campusLocation: 'Saturdays at the central library', phone: '(916) 555-0153', website: 'www.sac-saturday.example.org' },
  { name: 'Monterey Bay Summer Learning Academy', institutionTypeId: T.extendedLearning, city: 'Monterey', countyId: 27, governanceId: G.public, schedule: S.summer, campusLocation: 'Summer session, two campuses', closedDate: '2023-08-15', phone: '(831) 555-0188', website: 'www.mb-summerlearning.example.org' },
];

/** Which charter schools of the directory each network runs (by the start of their names). */
const NETWORK_MEMBERS: Record<string, string> = {
  'Aspire Public Schools Network': 'Aspire %',
  'KIPP Northern California Network': 'KIPP %',
  'Summit Public Schools Network': 'Summit Public School%',
};

/** A program connected to another (connectedProgramId): the bridge program feeds the college-bound one. */
const CONNECTED: [string, string][] = [['Bayview Summer Bridge Program', 'Inland Empire College Bound Academy']];

export function toDemoRow(d: DemoInstitution) {
  return {
    name: d.name,
    institutionTypeId: d.institutionTypeId,
    cdsCode: null,
    atpCode: null,
    countyId: d.countyId ?? null,
    isActive: !d.closedDate,
    closedDate: d.closedDate ?? null,
    streetAddress: null,
    streetCity: d.city,
    streetState: d.state ?? 'CA',
    streetZip: null,
    phone: d.phone,
    website: d.website,
    governanceId: d.governanceId,
    institutionOperatingScheduleId: d.schedule,
    programTypeId: d.programTypeId ?? null,
    campusLocation: d.campusLocation ?? null,
    districtManagementTypeId: d.districtManagementTypeId ?? (d.institutionTypeId === T.schoolNetwork ? DISTRICT_MANAGEMENT_OTHER : null),
    isOnlineSchool: d.institutionTypeId === T.onlinePublisher,
    ...contactsFor(d.name, d.institutionTypeId, d.phone, d.internationalPhone ?? null),
  };
}

export async function seedDemoInstitutions(em: EntityManager, entity: string, log: SeedLog): Promise<number> {
  await insertBatches(em, entity, DEMO_INSTITUTIONS.map(toDemoRow), 'institutions: networks, programs, publishers', log);
  const idByName = await idsBy(em, entity, 'name', { name: { $in: DEMO_INSTITUTIONS.map((d) => d.name) } });
  for (const [network, pattern] of Object.entries(NETWORK_MEMBERS))
    await em.nativeUpdate(entity, { name: { $like: pattern }, isCharterSchool: true }, { schoolNetworkId: idByName.get(network) });
  for (const [program, connected] of CONNECTED) await em.nativeUpdate(entity, { id: idByName.get(program) }, { connectedProgramId: idByName.get(connected) });
  return DEMO_INSTITUTIONS.length;
}

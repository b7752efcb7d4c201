// Who registers in the demo. New applicants are made up in the style of the schools directory (real
// California cities, ZIP codes, counties and districts; (xxx) 555-01xx numbers; example.org addresses).
// Approved registrations point at institutions the seed already holds: directory high schools (by CDS
// code) and the demo's networks, programs, ROPs and publishers (by name), whose records fill the form.
import { ACCREDITATION_STATUS } from '../../resources/_accreditation.js';
import { WASC_ORGANIZATION_ID } from '../../core/spec-constants.js';
import { OPERATING_SCHEDULE as S } from '../../resources/_institution-values.js';
import { GOVERNANCE as G } from '../lookups/institution-details.js';

export interface AccreditationSeed {
  statusId: number;
  organizationId: number | null;
  /** years from now to the end of the term (negative: lapsed); none for not accredited */
  expiresInYears?: number;
  explanation?: string;
}

export interface ProgramSeed {
  programTypeId: number;
  campusLocation: string;
  universityCampusId?: number;
  description: string;
  hoursPerWeek: number;
  weeksPerYear: number;
  delivery: ('classroom' | 'online')[];
  structure: string;
  /** the schools it serves: active high schools of these counties */
  schoolCounties: number[];
}

export interface NewApplicant {
  name: string;
  street: string;
  city: string;
  state?: string;
  zip: string;
  countyId: number | null;
  phone: string | null;
  internationalPhone?: string;
  website: string;
  head: [string, string];
  manager: [string, string];
  governanceId: number;
  schedule: number;
  grades?: [number, number];
  openDate?: string;
  isPrivate?: boolean;
  isCharter?: boolean;
  /** a public school's district by its CDS code, or one the directory does not hold yet (district Other) */
  district?: string | { other: string };
  schoolType?: { id: number; other?: string; online?: boolean; independentStudy?: boolean };
  accreditation?: AccreditationSeed;
  program?: ProgramSeed;
  /** a network's schools: directory charter schools whose names start so */
  members?: string;
}

const WASC = WASC_ORGANIZATION_ID;
const A = ACCREDITATION_STATUS;
const full = (organizationId: number, expiresInYears: number): AccreditationSeed => ({ statusId: A.fullyAccredited, organizationId, expiresInYears });
const candidate = (expiresInYears = 2): AccreditationSeed => ({ statusId: A.candidate, organizationId: WASC, expiresInYears });
const NONE: AccreditationSeed = { statusId: A.notAccredited, organizationId: null };

/** New schools: private, charter, district and online ones; some under a district the directory lacks. */
export const NEW_SCHOOLS: NewApplicant[] = [
  { name: 'Valley Oak Preparatory Academy', street: '7445 North Palm Avenue', city: 'Fresno', zip: '93711', countyId: 10, phone: '(559) 555-0147', website: 'www.valleyoakprep.example.org', head: ['Rebecca', 'Alvarado'], manager: ['Tom', 'Nakamura'], governanceId: G.private, schedule: S.fallToSpring, isPrivate: true, openDate: '2024-08-19', schoolType: { id: 15 }, accreditation: candidate(2) },
  { name: 'Delta Bridges Charter High', street: '1525 East Pacific Avenue', city: 'Stockton', zip: '95204', countyId: 39, phone: '(209) 555-0163', website: 'www.deltabridges.example.org', head: ['Marcus', 'Whitfield'], manager: ['Ana', 'Beltran'], governanceId: G.public, schedule: S.fallToSpring, isCharter: true, district: '39686760000000', openDate: '2025-08-11', schoolType: { id: 1 }, accreditation: candidate(1) },
  { name: 'Mount Shasta Christian High', street: '1021 South Mount Shasta Boulevard', city: 'Mount Shasta', zip: '96067', countyId: 47, phone: '(530) 555-0121', website: 'www.mtshastachristian.example.org', head: ['Daniel', 'Voss'], manager: ['Ruth', 'Okonkwo'], governanceId: G.private, schedule: S.fallToSpring, isPrivate: true, openDate: '2019-08-26', schoolType: { id: 15 }, accreditation: full(10, 3) },
  { name: 'Harborview Early College High', street: '1230 East Seventh Street', city: 'Long Beach', zip: '90813', countyId: 19, phone: '(562) 555-0138', website: 'www.harborview-ech.example.org', head: ['Lorraine', 'Castillo'], manager: ['Peter', 'Huang'], governanceId: G.public, schedule: S.fallToSpring, district: '19647250000000', openDate: '2025-08-27', schoolType: { id: 1 }, accreditation: candidate(2) },
  { name: 'Ridgecrest Classical Academy', street: '501 West Ridgecrest Boulevard', city: 'Ridgecrest', zip: '93555', countyId: 15, phone: '(760) 555-0182', website: 'www.ridgecrestclassical.example.org', head: ['Gary', 'Lindqvist'], manager: ['Paula', 'Serrano'], governanceId: G.public, schedule: S.fallToSpring, isCharter: true, district: { other: 'Indian Wells Valley Charter Authority' }, openDate: '2025-08-13', schoolType: { id: 1 }, accreditation: candidate(2) },
  { name: 'Holy Family Catholic High', street: '4212 Dale Road', city: 'Modesto', zip: '95356', countyId: 50, phone: '(209) 555-0175', website: 'www.holyfamilymodesto.example.org', head: ['Sr. Catherine', 'Doyle'], manager: ['Michael', 'Reyes'], governanceId: G.private, schedule: S.fallToSpring, isPrivate: true, openDate: '2021-08-16', schoolType: { id: 15 }, accreditation: full(8, 4) },
  { name: 'Coastal Ridge Online High', street: '4100 Normal Street', city: 'San Diego', zip: '92103', countyId: 37, phone: '(619) 555-0129', website: 'www.coastalridgeonline.example.org', head: ['Heather', 'Pham'], manager: ['Jordan', 'Blake'], governanceId: G.public, schedule: S.yearRound, isCharter: true, district: '37683380000000', openDate: '2024-07-01', schoolType: { id: 1, online: true }, accreditation: full(WASC, 2) },
  { name: 'Golden Poppy Independent Study Academy', street: '2425 Florin Road', city: 'Sacramento', zip: '95822', countyId: 34, phone: '(916) 555-0191', website: 'www.goldenpoppy-isa.example.org', head: ['Yolanda', 'Price'], manager: ['Ben', 'Tran'], governanceId: G.public, schedule: S.yearRound, isCharter: true, district: { other: 'Sacramento Valley Charter Consortium' }, openDate: '2025-07-14', schoolType: { id: 3, independentStudy: true }, accreditation: NONE },
  { name: 'Redwood Empire STEM Academy', street: '1235 Mendocino Avenue', city: 'Santa Rosa', zip: '95401', countyId: 49, phone: '(707) 555-0114', website: 'www.redwoodstem.example.org', head: ['Carl', 'Jorgensen'], manager: ['Mina', 'Sato'], governanceId: G.public, schedule: S.fallToSpring, district: '49709200000000', openDate: '2024-08-14', schoolType: { id: 1 }, accreditation: full(WASC, 3) },
  { name: 'Bayside Montessori High', street: '1800 South Norfolk Street', city: 'San Mateo', zip: '94403', countyId: 41, phone: '(650) 555-0152', website: 'www.baysidemontessori.example.org', head: ['Claire', 'Dubois'], manager: ['Arjun', 'Mehta'], governanceId: G.private, schedule: S.fallToSpring, isPrivate: true, openDate: '2023-08-28', schoolType: { id: 10, other: 'Montessori secondary (Erdkinder)' }, accreditation: full(9, 1) },
  { name: 'Kern Valley Agricultural Academy', street: '9001 Taft Highway', city: 'Bakersfield', zip: '93311', countyId: 15, phone: '(661) 555-0133', website: 'www.kernvalleyag.example.org', head: ['Luis', 'Medina'], manager: ['Karen', 'Holt'], governanceId: G.public, schedule: S.fallToSpring, district: '15635290000000', openDate: '2025-08-12', schoolType: { id: 1 }, accreditation: candidate(1) },
  { name: 'Desert Sun Charter High', street: '1150 North Imperial Avenue', city: 'El Centro', zip: '92243', countyId: 13, phone: '(760) 555-0166', website: 'www.desertsuncharter.example.org', head: ['Rosa', 'Echeverria'], manager: ['Dale', 'Fischer'], governanceId: G.public, schedule: S.fallToSpring, isCharter: true, district: { other: 'Imperial Valley Charter Authority' }, openDate: '2025-08-06', schoolType: { id: 1 }, accreditation: NONE },
  { name: 'Emerald Bay Academy', street: '1095 Emerald Bay Road', city: 'South Lake Tahoe', zip: '96150', countyId: 9, phone: '(530) 555-0177', website: 'www.emeraldbayacademy.example.org', head: ['Neil', 'Hargrove'], manager: ['Tess', 'Moreau'], governanceId: G.private, schedule: S.fallToSpring, isPrivate: true, openDate: '2022-09-06', schoolType: { id: 15 }, accreditation: { statusId: A.fullyAccredited, organizationId: 12, expiresInYears: -1 } },
];

/** Extra address lines for the records the seed holds without a street (the demo's own institutions). */
export const STREETS: Record<string, [string, string]> = {
  'Summit Public Schools Network': ['455 Fifth Avenue', '94063'],
  'Inland Empire College Bound Academy': ['900 University Avenue', '92521'],
  'Livermore Valley Careers ROP': ['685 East Jack London Boulevard', '94551'],
  'Sierra Open Courseware': ['1215 K Street, Suite 1700', '95814'],
  'Golden State Digital Curriculum': ['2600 Michelson Drive, Suite 1700', '92612'],
  'Brightline Learning Studios': ['600 West Broadway, Suite 700', '92101'],
  'Cascadia Virtual Curriculum': ['1201 Third Avenue, Suite 2200', '98101'],
  'Maple Leaf Online Secondary': ['1055 West Georgia Street, Suite 1500', 'V6E 3P3'],
  'Pacific Crest Learning': ['1120 NW Couch Street, Suite 300', '97209'],
  'Summit Path Online Courses': ['500 West Second Street, Suite 1900', '78701'],
};

export const NEW_NETWORKS: NewApplicant[] = [
  { name: 'Green Dot Public Schools California Network', street: '1149 South Hill Street, Suite 600', city: 'Los Angeles', zip: '90015', countyId: 19, phone: '(323) 555-0104', website: 'www.greendot-network.example.org', head: ['Cristina', 'Salazar'], manager: ['Evan', 'Brooks'], governanceId: G.public, schedule: S.fallToSpring, members: 'Animo %' },
  { name: 'Alliance College-Ready Public Schools Network', street: '601 South Figueroa Street, Suite 4000', city: 'Los Angeles', zip: '90017', countyId: 19, phone: '(213) 555-0170', website: 'www.alliance-network.example.org', head: ['Howard', 'Lim'], manager: ['Gabriela', 'Ortega'], governanceId: G.public, schedule: S.fallToSpring, members: 'Alliance %' },
  { name: 'High Tech High Network', street: '2861 Womble Road', city: 'San Diego', zip: '92106', countyId: 37, phone: '(619) 555-0150', website: 'www.hightechhigh-network.example.org', head: ['Larry', 'Osterman'], manager: ['Diana', 'Kwan'], governanceId: G.public, schedule: S.fallToSpring, members: 'High Tech High%' },
  { name: 'Options for Youth Learning Centers', street: '320 East Colorado Boulevard, Suite 1A', city: 'Pasadena', zip: '91101', countyId: 19, phone: '(626) 555-0112', website: 'www.ofy-centers.example.org', head: ['Steven', 'Marsh'], manager: ['Irene', 'Velasquez'], governanceId: G.public, schedule: S.yearRound, members: 'Options for Youth%' },
];

export const NEW_PROGRAMS: NewApplicant[] = [
  { name: 'UC Merced Central Valley Summer Science Academy', street: '5200 North Lake Road', city: 'Merced', zip: '95343', countyId: 24, phone: '(209) 555-0128', website: 'www.cv-summerscience.example.org', head: ['Priscilla', 'Gomez'], manager: ['Aaron', 'Feld'], governanceId: G.public, schedule: S.summer,
    program: { programTypeId: 1, campusLocation: 'UC Merced campus, Science and Engineering building', universityCampusId: 5, description: 'A six-week residential summer academy in biology and chemistry with laboratory work for rising juniors and seniors of the Central Valley.', hoursPerWeek: 30, weeksPerYear: 6, delivery: ['classroom'], structure: 'Morning lectures, afternoon laboratories; two courses each summer.', schoolCounties: [24, 20] } },
  { name: 'Eastside Robotics and Engineering Academy', street: '1776 Educational Park Drive', city: 'San Jose', zip: '95133', countyId: 43, phone: '(408) 555-0186', website: 'www.eastside-robotics.example.org', head: ['Victor', 'Huerta'], manager: ['Lena', 'Bui'], governanceId: G.private, schedule: S.fallToSpring,
    program: { programTypeId: 6, campusLocation: 'Independence High School engineering wing, after school', description: 'An after-school engineering pathway: principles of engineering, robotics and a capstone design course.', hoursPerWeek: 6, weeksPerYear: 34, delivery: ['classroom'], structure: 'Three evening sessions a week across the school year.', schoolCounties: [43] } },
  { name: 'Bakersfield College Early College Program', street: '1801 Panorama Drive', city: 'Bakersfield', zip: '93305', countyId: 15, phone: '(661) 555-0109', website: 'www.bc-earlycollege.example.org', head: ['Sandra', 'Ochoa'], manager: ['Wesley', 'Grant'], governanceId: G.public, schedule: S.fallToSpring,
    program: { programTypeId: 2, campusLocation: 'Bakersfield College Panorama campus and partner high schools', description: 'Dual-enrollment college courses taught at partner high schools for high school credit.', hoursPerWeek: 4, weeksPerYear: 36, delivery: ['classroom', 'online'], structure: 'Semester courses on the college calendar, taught at the high school sites.', schoolCounties: [15] } },
  { name: 'Oakland Youth Orchestra Conservatory', street: '1428 Alice Street', city: 'Oakland', zip: '94612', countyId: 1, phone: '(510) 555-0144', website: 'www.oyo-conservatory.example.org', head: ['Miriam', 'Feldman'], manager: ['Andre', 'Coleman'], governanceId: G.private, schedule: S.fallToSpring,
    program: { programTypeId: 3, campusLocation: 'Kaiser Center rehearsal hall', description: 'Pre-professional orchestral training with music theory and history courses for high school musicians.', hoursPerWeek: 8, weeksPerYear: 32, delivery: ['classroom'], structure: 'Saturday rehearsals and theory seminars; two concerts each term.', schoolCounties: [1] } },
  { name: 'Monterey Bay Ocean Studies Program', street: '100 Shaffer Road', city: 'Santa Cruz', zip: '95060', countyId: 44, phone: '(831) 555-0158', website: 'www.mb-oceanstudies.example.org', head: ['Keith', 'Aldana'], manager: ['Nora', 'Lindgren'], governanceId: G.public, schedule: S.summer,
    program: { programTypeId: 1, campusLocation: 'Coastal science campus, Long Marine Laboratory', universityCampusId: 10, description: 'A summer marine biology course with field and laboratory work on Monterey Bay.', hoursPerWeek: 25, weeksPerYear: 5, delivery: ['classroom'], structure: 'Five weeks of field mornings and laboratory afternoons.', schoolCounties: [44, 27] } },
  { name: 'Weekend SAT Prep Bootcamp', street: '18000 Newhope Street', city: 'Fountain Valley', zip: '92708', countyId: 30, phone: '(714) 555-0193', website: 'www.weekend-satprep.example.org', head: ['Brian', 'Tseng'], manager: ['Olivia', 'Park'], governanceId: G.private, schedule: S.yearRound,
    program: { programTypeId: 5, campusLocation: 'Rented classrooms, weekends', description: 'Test preparation for the SAT and ACT in eight weekend sessions.', hoursPerWeek: 6, weeksPerYear: 8, delivery: ['classroom', 'online'], structure: 'Eight Saturday sessions with practice tests.', schoolCounties: [30] } },
];

export const NEW_ROPS: NewApplicant[] = [
  { name: 'Mother Lode Regional Occupational Program', street: '175 South Fairview Lane', city: 'Sonora', zip: '95370', countyId: 55, phone: '(209) 555-0140', website: 'www.motherlode-rop.example.org', head: ['Glen', 'Abernathy'], manager: ['Rita', 'Campos'], governanceId: G.public, schedule: S.fallToSpring,
    program: { programTypeId: 6, campusLocation: 'County office career center and two high school sites', description: 'Career technical education in health careers, forestry and automotive technology for the county’s high schools.', hoursPerWeek: 10, weeksPerYear: 36, delivery: ['classroom'], structure: 'Two-period blocks at the career center; internships in the spring.', schoolCounties: [55, 5] } },
  { name: 'Coachella Valley Careers ROP', street: '82-500 Avenue 48', city: 'Indio', zip: '92201', countyId: 33, phone: '(760) 555-0124', website: 'www.coachella-rop.example.org', head: ['Adriana', 'Fuentes'], manager: ['Scott', 'Perkins'], governanceId: G.public, schedule: S.yearRound,
    program: { programTypeId: 6, campusLocation: 'Indio career center', description: 'Medical assisting, culinary arts and renewable energy courses for valley high school students.', hoursPerWeek: 10, weeksPerYear: 40, delivery: ['classroom', 'online'], structure: 'Afternoon and summer sessions; a capstone internship.', schoolCounties: [33] } },
  { name: 'Tulare-Kings Career Pathways ROP', street: '7000 Doe Avenue', city: 'Visalia', zip: '93291', countyId: 54, phone: '(559) 555-0167', website: 'www.tk-careerpathways.example.org', head: ['Monica', 'Ybarra'], manager: ['Curtis', 'Haines'], governanceId: G.public, schedule: S.fallToSpring,
    program: { programTypeId: 6, campusLocation: 'Regional career center and satellite classrooms', description: 'Agriscience, welding and health careers pathways shared by the two counties’ high school districts.', hoursPerWeek: 8, weeksPerYear: 36, delivery: ['classroom'], structure: 'Daily two-hour blocks; the welding pathway adds Saturday labs.', schoolCounties: [54, 16] } },
  { name: 'Gold Country Career Center ROP', street: '11645 Ridge Road', city: 'Grass Valley', zip: '95945', countyId: 29, phone: '(530) 555-0102', website: 'www.goldcountry-rop.example.org', head: ['Warren', 'Pike'], manager: ['Jill', 'Sorensen'], governanceId: G.public, schedule: S.fallToSpring,
    program: { programTypeId: 6, campusLocation: 'Career center, Ridge Road', description: 'Construction trades and fire technology courses.', hoursPerWeek: 6, weeksPerYear: 30, delivery: ['classroom'], structure: 'Evening classes twice a week.', schoolCounties: [29] } },
];

export const NEW_PUBLISHERS: NewApplicant[] = [
  { name: 'Lumen Path Digital Courses', street: '80 South Lake Avenue, Suite 500', city: 'Pasadena', zip: '91101', countyId: 19, phone: '(626) 555-0181', website: 'www.lumenpath.example.org', head: ['Grace', 'Holloway'], manager: ['Omar', 'Sadiq'], governanceId: G.private, schedule: S.yearRound, accreditation: full(7, 4) },
  { name: 'Redwood Digital Learning', street: '527 Fifth Street', city: 'Eureka', zip: '95501', countyId: 12, phone: '(707) 555-0136', website: 'www.redwooddigital.example.org', head: ['Ellen', 'Burke'], manager: ['Sam', 'Whitehorse'], governanceId: G.private, schedule: S.yearRound, accreditation: full(WASC, 2) },
  { name: 'Horizon Scholars Online', street: '98 San Jacinto Boulevard, Suite 400', city: 'Austin', state: 'TX', zip: '78701', countyId: null, phone: '(512) 555-0159', website: 'www.horizonscholars.example.org', head: ['Trevor', 'Mills'], manager: ['Dana', 'Fairbanks'], governanceId: G.private, schedule: S.yearRound, accreditation: full(7, 3) },
  { name: 'Cypress Bay Virtual Curriculum', street: '1101 Pacific Avenue, Suite 320', city: 'Santa Cruz', zip: '95060', countyId: 44, phone: '(831) 555-0197', website: 'www.cypressbay-virtual.example.org', head: ['Julian', 'Reyes'], manager: ['Anne', 'Lacroix'], governanceId: G.private, schedule: S.yearRound, accreditation: candidate(1) },
  { name: 'QuickCredit Online Academy', street: '3960 Howard Hughes Parkway, Suite 500', city: 'Las Vegas', state: 'NV', zip: '89169', countyId: null, phone: '(702) 555-0115', website: 'www.quickcredit-online.example.org', head: ['Rick', 'Dorsey'], manager: ['Penny', 'Lowe'], governanceId: G.private, schedule: S.yearRound, accreditation: NONE },
];

/** Accreditation of the publishers that re-register, and of the ones approved, by name. */
export const PUBLISHER_ACCREDITATION: Record<string, AccreditationSeed> = {
  'Sierra Open Courseware': full(WASC, 3),
  'Golden State Digital Curriculum': full(WASC, 4),
  'Brightline Learning Studios': full(7, 2),
  'Cascadia Virtual Curriculum': full(4, 3),
  'Maple Leaf Online Secondary': full(11, 5),
  'Pacific Crest Learning': full(4, 1),
  'Summit Path Online Courses': full(7, 2),
};

/** Directory high schools whose registrations were approved (their records are the registrations' result). */
export const APPROVED_SCHOOL_CDS = ['19647330137562', '19768690135988', '30103060133959', '16639820136234', '19644690134858'];

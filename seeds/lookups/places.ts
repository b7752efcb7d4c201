// Lookups about institutions: counties, school types, district management types, accrediting
// organizations and the UC campuses.

/** Ids are the CDE county codes: the first two digits of a CDS code (alphabetical order). */
export const COUNTIES = [
  'Alameda', 'Alpine', 'Amador', 'Butte', 'Calaveras', 'Colusa', 'Contra Costa', 'Del Norte', 'El Dorado', 'Fresno',
  'Glenn', 'Humboldt', 'Imperial', 'Inyo', 'Kern', 'Kings', 'Lake', 'Lassen', 'Los Angeles', 'Madera',
  'Marin', 'Mariposa', 'Mendocino', 'Merced', 'Modoc', 'Mono', 'Monterey', 'Napa', 'Nevada', 'Orange',
  'Placer', 'Plumas', 'Riverside', 'Sacramento', 'San Benito', 'San Bernardino', 'San Diego', 'San Francisco', 'San Joaquin', 'San Luis Obispo',
  'San Mateo', 'Santa Barbara', 'Santa Clara', 'Santa Cruz', 'Shasta', 'Sierra', 'Siskiyou', 'Solano', 'Sonoma', 'Stanislaus',
  'Sutter', 'Tehama', 'Trinity', 'Tulare', 'Tuolumne', 'Ventura', 'Yolo', 'Yuba',
].map((name, i) => ({ id: i + 1, name }));

export const SCHOOL_TYPE_OTHER = 10;

/** After the CDE educational-option codes (EdOpsCode), which the seed maps schools from. Id 10 is Other. */
export const SCHOOL_TYPES = [
  { id: 1, name: 'Traditional', cdeCode: 'TRAD' },
  { id: 2, name: 'Continuation School', cdeCode: 'CON' },
  { id: 3, name: 'Alternative School of Choice', cdeCode: 'ALTSOC' },
  { id: 4, name: 'District Community Day School', cdeCode: 'COMMDAY' },
  { id: 5, name: 'County Community School', cdeCode: 'COMM' },
  { id: 6, name: 'Juvenile Court School', cdeCode: 'JUV' },
  { id: 7, name: 'Special Education School', cdeCode: 'SPEC' },
  { id: 8, name: 'Opportunity School', cdeCode: 'OPP' },
  { id: 9, name: 'Home and Hospital', cdeCode: 'HOMHOS' },
  { id: SCHOOL_TYPE_OTHER, name: 'Other', cdeCode: null },
  { id: 11, name: 'Youth Authority School', cdeCode: 'YTH' },
  { id: 12, name: 'Regional Occupational Center/Program', cdeCode: 'ROP' },
  { id: 13, name: 'Special Education Continuation', cdeCode: 'SPECON' },
  { id: 14, name: 'State Special School', cdeCode: 'SSS' },
  { id: 15, name: 'Private School', cdeCode: null },
];

export const DISTRICT_MANAGEMENT_OTHER = 13;

/** The CDE district types (DOCType) for public districts, then the bodies behind private networks. */
export const DISTRICT_MANAGEMENT_TYPES = [
  { id: 1, name: 'Unified School District', cdeType: 'Unified School District' },
  { id: 2, name: 'Elementary School District', cdeType: 'Elementary School District' },
  { id: 3, name: 'High School District', cdeType: 'High School District' },
  { id: 4, name: 'County Office of Education', cdeType: 'County Office of Education (COE)' },
  { id: 5, name: 'State Board of Education', cdeType: 'State Board of Education' },
  { id: 6, name: 'Statewide Benefit Charter', cdeType: 'Statewide Benefit Charter' },
  { id: 7, name: 'State Special Schools', cdeType: 'State Special Schools' },
  { id: 8, name: 'Regional Occupational Center/Program', cdeType: 'Regional Occupation Center/Program (ROC/P)' },
  { id: 9, name: 'Joint Powers Authority', cdeType: 'Joint Powers Authority (JPA)' },
  { id: 10, name: 'Charter Management Organization', cdeType: null },
  { id: 11, name: 'Private School Network', cdeType: null },
  { id: 12, name: 'Diocese or Religious Organization', cdeType: null },
  { id: DISTRICT_MANAGEMENT_OTHER, name: 'Other', cdeType: null },
];

/** Id 6 is WASC (spec 2 §9). The U.S. regional accreditors of schools, then others seen in registrations. */
export const ACCREDITING_ORGANIZATIONS = [
  { id: 1, abbreviation: 'MSA-CESS', name: 'Middle States Association Commissions on Elementary and Secondary Schools', isRegional: true },
  { id: 2, abbreviation: 'NEASC', name: 'New England Association of Schools and Colleges', isRegional: true },
  { id: 3, abbreviation: 'NCA CASI', name: 'North Central Association Commission on Accreditation and School Improvement', isRegional: true },
  { id: 4, abbreviation: 'NWAC', name: 'Northwest Accreditation Commission', isRegional: true },
  { id: 5, abbreviation: 'SACS CASI', name: 'Southern Association of Colleges and Schools Council on Accreditation and School Improvement', isRegional: true },
  { id: 6, abbreviation: 'WASC', name: 'Western Association of Schools and Colleges (ACS WASC)', isRegional: true },
  { id: 7, abbreviation: 'Cognia', name: 'Cognia (formerly AdvancED)', isRegional: true },
  { id: 8, abbreviation: 'WCEA', name: 'Western Catholic Educational Association', isRegional: false },
  { id: 9, abbreviation: 'CAIS', name: 'California Association of Independent Schools', isRegional: false },
  { id: 10, abbreviation: 'ACSI', name: 'Association of Christian Schools International', isRegional: false },
  { id: 11, abbreviation: 'CIS', name: 'Council of International Schools', isRegional: false },
  { id: 12, abbreviation: 'Other', name: 'Other accrediting organization', isRegional: false },
];

export const UNIVERSITY_CAMPUSES = [
  { id: 1, name: 'UC Berkeley', shortName: 'UCB' },
  { id: 2, name: 'UC Davis', shortName: 'UCD' },
  { id: 3, name: 'UC Irvine', shortName: 'UCI' },
  { id: 4, name: 'UC Los Angeles', shortName: 'UCLA' },
  { id: 5, name: 'UC Merced', shortName: 'UCM' },
  { id: 6, name: 'UC Riverside', shortName: 'UCR' },
  { id: 7, name: 'UC San Diego', shortName: 'UCSD' },
  { id: 8, name: 'UC San Francisco', shortName: 'UCSF' },
  { id: 9, name: 'UC Santa Barbara', shortName: 'UCSB' },
  { id: 10, name: 'UC Santa Cruz', shortName: 'UCSC' },
];

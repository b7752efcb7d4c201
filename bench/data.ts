// Generated data for the benchmark: California's 58 counties and N institutions spread over them
// roughly by population, written with one INSERT … SELECT over generate_series (no ORM, no audit);
// and the demo seed's small lookups and tags, for the staff-load scenario.
import type pg from 'pg';
import type { EntityManager } from '@mikro-orm/postgresql';
import { insertBatches } from '../seeds/insert.js';
import { ACADEMIC_YEARS } from '../seeds/lookups/academic-years.js';
import { HONORS_TYPES, LANGUAGES, SUBJECT_AREAS } from '../seeds/lookups/curriculum.js';
import { DISTRICT_MANAGEMENT_TYPES, SCHOOL_TYPES } from '../seeds/lookups/places.js';
import { TAGS } from '../seeds/settings.js';

/** [name, 2020 population in thousands, cities] in CDE county-code order (01 Alameda … 58 Yuba). */
export const COUNTIES: [string, number, string[]][] = [
  ['Alameda', 1682, ['Oakland', 'Fremont', 'Hayward', 'Berkeley', 'Livermore']],
  ['Alpine', 1, ['Markleeville']],
  ['Amador', 40, ['Jackson', 'Ione']],
  ['Butte', 212, ['Chico', 'Oroville', 'Paradise']],
  ['Calaveras', 46, ['San Andreas', 'Angels Camp']],
  ['Colusa', 22, ['Colusa', 'Williams']],
  ['Contra Costa', 1166, ['Concord', 'Richmond', 'Antioch', 'Walnut Creek']],
  ['Del Norte', 28, ['Crescent City']],
  ['El Dorado', 192, ['Placerville', 'South Lake Tahoe']],
  ['Fresno', 1009, ['Fresno', 'Clovis', 'Sanger', 'Reedley']],
  ['Glenn', 29, ['Willows', 'Orland']],
  ['Humboldt', 136, ['Eureka', 'Arcata', 'Fortuna']],
  ['Imperial', 180, ['El Centro', 'Calexico', 'Brawley']],
  ['Inyo', 19, ['Bishop', 'Lone Pine']],
  ['Kern', 909, ['Bakersfield', 'Delano', 'Ridgecrest', 'Tehachapi']],
  ['Kings', 153, ['Hanford', 'Lemoore', 'Corcoran']],
  ['Lake', 68, ['Lakeport', 'Clearlake']],
  ['Lassen', 33, ['Susanville']],
  ['Los Angeles', 10014, ['Los Angeles', 'Long Beach', 'Pasadena', 'Glendale', 'Torrance', 'Pomona', 'Lancaster', 'Santa Clarita', 'Whittier', 'Inglewood']],
  ['Madera', 157, ['Madera', 'Chowchilla']],
  ['Marin', 262, ['San Rafael', 'Novato', 'Mill Valley']],
  ['Mariposa', 17, ['Mariposa']],
  ['Mendocino', 91, ['Ukiah', 'Fort Bragg', 'Willits']],
  ['Merced', 281, ['Merced', 'Los Banos', 'Atwater']],
  ['Modoc', 9, ['Alturas']],
  ['Mono', 13, ['Mammoth Lakes', 'Bridgeport']],
  ['Monterey', 439, ['Salinas', 'Monterey', 'Seaside', 'King City']],
  ['Napa', 138, ['Napa', 'St. Helena']],
  ['Nevada', 102, ['Grass Valley', 'Nevada City', 'Truckee']],
  ['Orange', 3186, ['Anaheim', 'Santa Ana', 'Irvine', 'Huntington Beach', 'Fullerton', 'Garden Grove']],
  ['Placer', 404, ['Roseville', 'Rocklin', 'Auburn', 'Lincoln']],
  ['Plumas', 20, ['Quincy', 'Portola']],
  ['Riverside', 2418, ['Riverside', 'Moreno Valley', 'Corona', 'Temecula', 'Palm Springs', 'Indio']],
  ['Sacramento', 1585, ['Sacramento', 'Elk Grove', 'Folsom', 'Citrus Heights']],
  ['San Benito', 64, ['Hollister']],
  ['San Bernardino', 2181, ['San Bernardino', 'Fontana', 'Ontario', 'Victorville', 'Apple Valley', 'Redlands']],
  ['San Diego', 3298, ['San Diego', 'Chula Vista', 'Oceanside', 'Escondido', 'El Cajon', 'Carlsbad']],
  ['San Francisco', 874, ['San Francisco']],
  ['San Joaquin', 779, ['Stockton', 'Tracy', 'Manteca', 'Lodi']],
  ['San Luis Obispo', 282, ['San Luis Obispo', 'Paso Robles', 'Atascadero']],
  ['San Mateo', 764, ['San Mateo', 'Daly City', 'Redwood City']],
  ['Santa Barbara', 448, ['Santa Barbara', 'Santa Maria', 'Lompoc']],
  ['Santa Clara', 1936, ['San Jose', 'Sunnyvale', 'Santa Clara', 'Mountain View', 'Gilroy']],
  ['Santa Cruz', 270, ['Santa Cruz', 'Watsonville']],
  ['Shasta', 182, ['Redding', 'Anderson']],
  ['Sierra', 3, ['Downieville', 'Loyalton']],
  ['Siskiyou', 44, ['Yreka', 'Mount Shasta']],
  ['Solano', 453, ['Vallejo', 'Fairfield', 'Vacaville']],
  ['Sonoma', 488, ['Santa Rosa', 'Petaluma', 'Rohnert Park']],
  ['Stanislaus', 552, ['Modesto', 'Turlock', 'Ceres']],
  ['Sutter', 99, ['Yuba City']],
  ['Tehama', 65, ['Red Bluff', 'Corning']],
  ['Trinity', 16, ['Weaverville']],
  ['Tulare', 473, ['Visalia', 'Tulare', 'Porterville']],
  ['Tuolumne', 55, ['Sonora']],
  ['Ventura', 843, ['Oxnard', 'Ventura', 'Thousand Oaks', 'Simi Valley']],
  ['Yolo', 217, ['Davis', 'Woodland', 'West Sacramento']],
  ['Yuba', 81, ['Marysville']],
];

/** Names a school takes instead of its city's, some of the time. */
const NAMED = ['Lincoln', 'Washington', 'Jefferson', 'Roosevelt', 'Kennedy', 'Valley', 'Mountain View', 'Sierra Vista', 'Oak Grove', 'Riverside', 'Pioneer', 'Hillcrest', 'Westside', 'Central', 'Mission', 'Del Mar'];
const SCHOOL_KINDS = ['High School', 'High School', 'High School', 'Middle School', 'Elementary School', 'Continuation High School', 'Adult School', 'Charter Academy'];

const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;
const sqlArray = (a: string[]) => `array[${a.map(sqlText).join(',')}]::text[]`;

/** Inserts the counties, then `rows` institutions (about 10% inactive, schools in districts), and analyzes both tables. */
export async function generateData(client: pg.Client | pg.PoolClient, rows: number): Promise<void> {
  await client.query(`insert into county (id, name) values ${COUNTIES.map(([name], i) => `(${i + 1}, ${sqlText(name)})`).join(', ')}`);
  // cumulative population shares; every county gets a floor so the smallest still have schools
  const weights = COUNTIES.map(([, pop]) => Math.max(pop, 8));
  const sum = weights.reduce((a, b) => a + b, 0);
  let acc = 0;
  const ranges = COUNTIES.map(([, , cities], i) => {
    const lo = acc / sum;
    acc += weights[i];
    return `(${i + 1}, ${lo}, ${i === COUNTIES.length - 1 ? 1.0000001 : acc / sum}, ${sqlArray(cities)})`;
  });
  await client.query('select setseed(0.42)');
  await client.query(`create temporary table bench_county (id int, lo float8, hi float8, cities text[])`);
  await client.query(`insert into bench_county values ${ranges.join(', ')}`);
  // type mix: mostly schools; then districts, online schools, programs, networks, ROP, extended learning, publishers
  await client.query(
    `insert into institution (name, institution_type_id, cds_code, atp_code, county_id, street_city, street_state, street_zip,
                              is_active, is_high_school, is_charter_school, is_online_school, grades_offered)
     select case t.type_id
              when 1 then case when s.rn < 0.4 then (${sqlArray(NAMED)})[1 + floor(s.rn2 * ${NAMED.length})::int] else t.city end
                          || ' ' || (${sqlArray(SCHOOL_KINDS)})[1 + floor(s.rk * ${SCHOOL_KINDS.length})::int]
              when 2 then t.city || ' Virtual Academy'
              when 3 then t.city || ' College Prep Program'
              when 4 then (${sqlArray(NAMED)})[1 + floor(s.rn2 * ${NAMED.length})::int] || ' Learning Publishers'
              when 5 then t.city || ' Unified School District'
              when 6 then t.city || ' Schools Network'
              when 7 then t.city || ' Regional Occupational Program'
              else t.city || ' Extended Learning Program'
            end,
            t.type_id,
            lpad(t.county_id::text, 2, '0') || lpad((s.g % 99991)::text, 5, '0') || lpad(s.g::text, 7, '0'),
            case when t.type_id = 1 then lpad((50000 + s.g)::text, 6, '0') end,
            t.county_id, t.city, 'CA', lpad((90000 + (s.g * 7) % 6200)::text, 5, '0'),
            s.ra >= 0.10,
            t.type_id = 1 and s.rk < 0.75,
            t.type_id = 1 and s.rn2 < 0.12,
            t.type_id = 2,
            case when t.type_id = 1 and s.rk < 0.75 then '9-12' when t.type_id = 1 then 'K-8' end
       from (select g, random() as rc, random() as rt, random() as ra, random() as rn, random() as rn2, random() as rk, random() as rcity
               from generate_series(1, $1::int) as g) s
       cross join lateral (
         select c.id as county_id,
                c.cities[1 + floor(s.rcity * array_length(c.cities, 1))::int] as city,
                case when s.rt < 0.70 then 1 when s.rt < 0.80 then 5 when s.rt < 0.85 then 2 when s.rt < 0.90 then 3
                     when s.rt < 0.93 then 6 when s.rt < 0.96 then 7 when s.rt < 0.98 then 8 else 4 end as type_id
           from bench_county c where s.rc >= c.lo and s.rc < c.hi
       ) t`,
    [rows],
  );
  await client.query('drop table bench_county');
  // each school belongs to the first district of its county and city, as lists show a District column
  await client.query(
    `update institution s set district_id = d.id
       from (select distinct on (county_id, street_city) id, county_id, street_city
               from institution where institution_type_id = 5 order by county_id, street_city, id) d
      where s.institution_type_id = 1 and s.county_id = d.county_id and s.street_city = d.street_city`,
  );
  await client.query('analyze county');
  await client.query('vacuum analyze institution');
}

/** The lookups and tags staff pick from (the demo seed's), plus generated tags up to `tags`. */
export async function generateLookups(em: EntityManager, tags: number): Promise<void> {
  const quiet = () => undefined;
  await insertBatches(em, 'AcademicYear', ACADEMIC_YEARS, 'academic years', quiet);
  await insertBatches(em, 'SubjectArea', SUBJECT_AREAS, 'subject areas', quiet);
  await insertBatches(em, 'Language', LANGUAGES, 'languages', quiet);
  await insertBatches(em, 'HonorsType', HONORS_TYPES, 'honors types', quiet);
  await insertBatches(em, 'SchoolType', SCHOOL_TYPES, 'school types', quiet);
  await insertBatches(em, 'DistrictManagementType', DISTRICT_MANAGEMENT_TYPES.map(({ id, name }) => ({ id, name })), 'district management types', quiet);
  const generated = Array.from({ length: Math.max(0, tags - TAGS.length) }, (_, i) => ({ name: `Bench tag ${String(i + 1).padStart(4, '0')}`, isDeprecated: i % 10 === 0 }));
  await insertBatches(em, 'Tag', [...TAGS, ...generated], 'tags', quiet);
}

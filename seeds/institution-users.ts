// Institution users of the demo (spec 2 §3 users with a role per institution): the schools that keep
// the biggest demo course lists each get a head of institution and a course list manager, some a
// contributor or a read-only member; their districts get a district course list manager. So the
// membership screens, a district's users and a user's institutions have people on them. The accounts
// cannot sign in (one unusable password for all: nobody knows it). Deterministic: ids in order.
import type { EntityManager } from '@mikro-orm/postgresql';
import courses from '../resources/courses.js';
import institutions from '../resources/institutions.js';
import roles from '../resources/roles.js';
import userInstitutions from '../resources/user-institutions.js';
import users from '../resources/users.js';
import type { InstitutionPermission } from '../resources/_institution-permissions.js';
import { INSTITUTION_TYPE } from '../resources/_enums.js';
import { idsBy, insertBatches, type SeedLog } from './insert.js';

type Row = Record<string, unknown>;

const SCHOOLS = 24;
const FIRST = ['Alicia', 'Marcus', 'Elena', 'David', 'Grace', 'Javier', 'Hannah', 'Omar', 'Leah', 'Victor', 'Naomi', 'Ethan', 'Rosa', 'Kevin', 'Imani', 'Tomás', 'Julia', 'Andre', 'Mei', 'Samuel', 'Carmen', 'Noah', 'Fatima', 'Owen'];
const LAST = ['Alvarez', 'Bennett', 'Cruz', 'Delgado', 'Ellis', 'Fong', 'Gutierrez', 'Hayes', 'Ibarra', 'Jensen', 'Kim', 'Lopez', 'Morales', 'Nakamura', 'Ortiz', 'Patel', 'Quinn', 'Ramirez', 'Sandoval', 'Tran', 'Underwood', 'Vega', 'Walsh', 'Yamamoto'];

/** What each institution role usually holds on top of the role (docs/membership.md). */
const PERMISSIONS: Record<string, InstitutionPermission[]> = {
  'Head of Institution': ['ViewCourseList', 'ManageInstitutionProfile', 'ManageInstitutionUsers', 'SubmitRegistration', 'UploadAccreditation'],
  'Course List Manager': ['ViewCourseList', 'EditCourses', 'SubmitCourses', 'ManageCourseList'],
  'Course Contributor': ['ViewCourseList', 'EditCourses'],
  'Read Only': ['ViewCourseList'],
};

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '').slice(0, 24);

export async function seedInstitutionUsers(em: EntityManager, unusablePasswordHash: string, log: SeedLog = () => {}): Promise<void> {
  const roleId = await idsBy(em, roles.entity, 'name');
  const owned: Row[] = await em.find(courses.entity, {}, { fields: ['institutionId'], disableIdentityMap: true });
  const counts = new Map<number, number>();
  for (const c of owned) counts.set(c.institutionId as number, (counts.get(c.institutionId as number) ?? 0) + 1);
  const candidates: Row[] = await em.find(institutions.entity, { id: { $in: [...counts.keys()] }, institutionTypeId: INSTITUTION_TYPE.school, isActive: true }, { fields: ['id', 'name', 'districtId'], orderBy: { id: 'asc' }, disableIdentityMap: true });
  const schools = candidates.sort((a, b) => counts.get(b.id as number)! - counts.get(a.id as number)! || (a.id as number) - (b.id as number)).slice(0, SCHOOLS);
  const districtIds = [...new Set(schools.map((s) => s.districtId as number | null).filter((d): d is number => d !== null && d > 0))];
  const districts: Row[] = districtIds.length ? await em.find(institutions.entity, { id: { $in: districtIds } }, { fields: ['id', 'name'], orderBy: { id: 'asc' }, disableIdentityMap: true }) : [];

  const people: { user: Row; institutionId: number; role: string }[] = [];
  let n = 0;
  const person = (institution: Row, role: string) => {
    const firstName = FIRST[n % FIRST.length];
    const lastName = LAST[(n * 7 + Math.floor(n / LAST.length)) % LAST.length];
    n++;
    const username = `${firstName[0]}${lastName}${n}`.toLowerCase().normalize('NFD').replace(/[^a-z0-9]/g, '');
    people.push({
      institutionId: institution.id as number,
      role,
      user: {
        username,
        firstName,
        lastName,
        email: `${username}@${slug(String(institution.name))}.example.org`,
        userKind: 'external',
        roleId: roleId.get(role)!,
        isActive: n % 11 !== 0, // a few wait for their e-mail to be verified
        positionId: null,
        isInternationalPhone: false,
        password: unusablePasswordHash,
      },
    });
  };
  schools.forEach((school, i) => {
    person(school, 'Head of Institution');
    person(school, 'Course List Manager');
    if (i % 3 === 0) person(school, 'Course Contributor');
    if (i % 4 === 1) person(school, 'Read Only');
  });
  for (const district of districts) person(district, 'Course List Manager');

  await insertBatches(em, users.entity, people.map((p) => p.user), 'institution users', log);
  const userId = await idsBy(em, users.entity, 'username', { username: { $in: people.map((p) => p.user.username) } });
  const createdOn = new Date();
  const links: { userId: number; institutionId: number; roleId: number; permissions: InstitutionPermission[]; note: string | null; createdOn: Date }[] = people.map((p) => ({
    userId: userId.get(p.user.username)!,
    institutionId: p.institutionId,
    roleId: roleId.get(p.role)!,
    permissions: PERMISSIONS[p.role],
    note: null,
    createdOn,
  }));
  // a district course list manager also looks after the district's first school
  for (const district of districts) {
    const manager = people.find((p) => p.institutionId === district.id);
    const school = schools.find((s) => s.districtId === district.id);
    if (manager && school) links.push({ userId: userId.get(manager.user.username)!, institutionId: school.id as number, roleId: roleId.get('Read Only')!, permissions: PERMISSIONS['Read Only'], note: 'District oversight', createdOn });
  }
  await insertBatches(em, userInstitutions.entity, links, 'user institutions', log);
}

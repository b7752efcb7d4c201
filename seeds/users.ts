// Demo staff accounts. Only admin / demo-admin and analyst / demo-analyst can sign in; the others
// get a random password nobody knows and show inactive, UC office and institution accounts in lists.
import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { idsBy } from './insert.js';
import roles from '../resources/roles.js';
import users from '../resources/users.js';

type Hash = (password: string) => Promise<string>;

const DEMO_ACCOUNTS = [
  { username: 'admin', password: 'demo-admin', firstName: 'Dana', lastName: 'Whitfield', email: 'dana.whitfield@ucop.example.edu', userKind: 'ucop', role: 'Administrator', isActive: true },
  { username: 'analyst', password: 'demo-analyst', firstName: 'Priya', lastName: 'Raman', email: 'priya.raman@ucop.example.edu', userKind: 'analyst', role: 'Analyst', isActive: true },
];

const OTHER_ACCOUNTS = [
  { username: 'mchen', firstName: 'Michael', lastName: 'Chen', email: 'michael.chen@ucop.example.edu', userKind: 'analyst', role: 'Senior Analyst', isActive: true },
  { username: 'lgarcia', firstName: 'Lucia', lastName: 'Garcia', email: 'lucia.garcia@ucop.example.edu', userKind: 'ucop', role: 'Content Editor', isActive: true },
  // two more active analysts, so assignment has choices
  { username: 'skowalski', firstName: 'Sofia', lastName: 'Kowalski', email: 'sofia.kowalski@ucop.example.edu', userKind: 'analyst', role: 'Analyst', isActive: true },
  { username: 'dbrooks', firstName: 'Daniel', lastName: 'Brooks', email: 'daniel.brooks@ucop.example.edu', userKind: 'analyst', role: 'Analyst', isActive: true },
  { username: 'jokafor', firstName: 'James', lastName: 'Okafor', email: 'james.okafor@ucop.example.edu', userKind: 'analyst', role: 'Analyst', isActive: false },
  { username: 'tnguyen', firstName: 'Thao', lastName: 'Nguyen', email: 'thao.nguyen@ucop.example.edu', userKind: 'ucop', role: 'Senior Analyst', isActive: false },
  // an institution user whose e-mail is not verified yet: inactive until then (spec 2 §4)
  { username: 'mhernandez', firstName: 'Maria', lastName: 'Hernandez', email: 'mhernandez@lasplumas.example.org', userKind: 'external', role: 'Course List Manager', isActive: false, positionId: 3 },
];

export async function seedDemoUsers(em: EntityManager, hash: Hash): Promise<void> {
  const roleId = await idsBy(em, roles.entity, 'name');
  const unusable = () => randomBytes(24).toString('base64url');
  const accounts = [...DEMO_ACCOUNTS, ...OTHER_ACCOUNTS.map((a) => ({ ...a, password: unusable() }))];
  // argon2 runs on the thread pool, so hashing them together saves seconds
  const rows = await Promise.all(
    accounts.map(async ({ role, password, ...a }) => ({ positionId: null, isInternationalPhone: false, ...a, roleId: roleId.get(role)!, password: await hash(password) })),
  );
  await em.insertMany(users.entity, rows);
}

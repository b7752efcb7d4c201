// Made-up head and course-list contacts for the seeded institutions. Picked from the CDS code (or the
// name) by a hash, so a school keeps the same contacts on every first start; e-mail addresses use
// the reserved example domain.
import { POSITIONS } from './lookups/positions.js';

const FIRST = ['Maria', 'James', 'Linda', 'Robert', 'Patricia', 'Daniel', 'Jennifer', 'Michael', 'Elena', 'David', 'Grace', 'Kevin', 'Sofia', 'Anthony', 'Mei', 'Jose', 'Aisha', 'Thomas', 'Laura', 'Samuel', 'Nina', 'Carlos', 'Hannah', 'Victor'];
const LAST = ['Garcia', 'Nguyen', 'Smith', 'Hernandez', 'Johnson', 'Lee', 'Martinez', 'Brown', 'Lopez', 'Kim', 'Patel', 'Wilson', 'Chen', 'Ramirez', 'Davis', 'Okafor', 'Torres', 'Anderson', 'Singh', 'Flores', 'Walker', 'Yamamoto', 'Reyes', 'Cohen'];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The head position of an institution type: the one that raises a user to Head of Institution. */
const headPosition = (institutionType: number) => POSITIONS.find((p) => p.institutionType === institutionType && p.approvalRole === 'Head of Institution')?.id ?? null;
const managerPosition = (institutionType: number) => POSITIONS.find((p) => p.institutionType === institutionType && p.approvalRole === 'Course List Manager');

export interface ContactFields {
  headContactFirstName: string | null;
  headContactLastName: string | null;
  headContactPositionId: number | null;
  headContactEmail: string | null;
  headContactPhone: string | null;
  headContactPhoneExtension: string | null;
  headContactIsInternational: boolean;
  headContactInternationalPhone: string | null;
  courseListContactName: string | null;
  courseListContactEmail: string | null;
  courseListContactPhone: string | null;
}

export const NO_CONTACTS: ContactFields = {
  headContactFirstName: null,
  headContactLastName: null,
  headContactPositionId: null,
  headContactEmail: null,
  headContactPhone: null,
  headContactPhoneExtension: null,
  headContactIsInternational: false,
  headContactInternationalPhone: null,
  courseListContactName: null,
  courseListContactEmail: null,
  courseListContactPhone: null,
};

const slug = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

/** Contacts for an institution; `phone` is its main number (the contacts get extensions on it). */
export function contactsFor(key: string, institutionType: number, phone: string | null, international: string | null = null): ContactFields {
  const h = hash(key);
  const first = FIRST[h % FIRST.length];
  const last = LAST[(h >>> 8) % LAST.length];
  const managerFirst = FIRST[(h >>> 16) % FIRST.length];
  const managerLast = LAST[(h >>> 20) % LAST.length];
  const domain = `${slug(key).slice(0, 12) || 'school'}.example.org`;
  const manager = managerPosition(institutionType);
  return {
    headContactFirstName: first,
    headContactLastName: last,
    headContactPositionId: headPosition(institutionType),
    headContactEmail: `${slug(first)}.${slug(last)}@${domain}`,
    headContactPhone: international ? null : phone,
    headContactPhoneExtension: international || !phone ? null : String(100 + (h % 800)),
    headContactIsInternational: international !== null,
    headContactInternationalPhone: international,
    courseListContactName: `${managerFirst} ${managerLast}${manager ? `, ${manager.name}` : ''}`,
    courseListContactEmail: `${slug(managerFirst)}.${slug(managerLast)}@${domain}`,
    courseListContactPhone: international ?? phone,
  };
}

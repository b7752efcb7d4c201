// The demo data of a fresh database: every lookup, site settings, content, roles and the California
// public schools and districts. Expects empty tables; the caller runs it in one transaction (see
// server/db/seed-runner.ts). Users come separately from seedDemoUsers, which needs a password hasher.
import type { EntityManager } from '@mikro-orm/postgresql';
import { insertBatches, idsBy, type SeedLog } from './insert.js';
import { ACADEMIC_YEARS } from './lookups/academic-years.js';
import { COURSE_LENGTHS, DISCIPLINES, HONORS_TYPES, LANGUAGES, SUBJECT_AREAS } from './lookups/curriculum.js';
import { cteRows } from './lookups/cte.js';
import { ACCREDITING_ORGANIZATIONS, COUNTIES, DISTRICT_MANAGEMENT_TYPES, SCHOOL_TYPES, UNIVERSITY_CAMPUSES } from './lookups/places.js';
import { POSITIONS } from './lookups/positions.js';
import { ROLES } from './roles.js';
import { REVIEW_SETTINGS, RUBRICS, TAGS } from './settings.js';
import { GENERAL_CONTENTS } from './content/general.js';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATEMENTS, FEEDBACK_TEMPLATES } from './content/feedback.js';
import { NOTIFICATION_TEMPLATES } from './content/notifications.js';
import { seedInstitutions } from './institutions.js';

export { seedDemoUsers } from './users.js';

export async function seedDemoData(em: EntityManager, log: SeedLog = () => {}): Promise<void> {
  const insert = (entity: string, rows: readonly object[], label: string) => insertBatches(em, entity, rows, label, log);

  await insert('AcademicYear', ACADEMIC_YEARS, 'academic years');
  await insert('SubjectArea', SUBJECT_AREAS, 'subject areas');
  await insert('Discipline', DISCIPLINES, 'disciplines');
  await insert('Language', LANGUAGES, 'languages');
  await insert('CourseLength', COURSE_LENGTHS, 'course lengths');
  await insert('HonorsType', HONORS_TYPES, 'honors types');
  const cte = cteRows();
  await insert('CteIndustry', cte.industries, 'CTE industry sectors');
  await insert('CtePathway', cte.pathways, 'CTE pathways');
  await insert('County', COUNTIES, 'counties');
  await insert('SchoolType', SCHOOL_TYPES, 'school types');
  await insert('DistrictManagementType', DISTRICT_MANAGEMENT_TYPES.map(({ id, name }) => ({ id, name })), 'district management types');
  await insert('AccreditingOrganization', ACCREDITING_ORGANIZATIONS, 'accrediting organizations');
  await insert('UniversityCampus', UNIVERSITY_CAMPUSES, 'university campuses');

  await insert('Role', ROLES, 'roles');
  const roleId = await idsBy(em, 'Role', 'name');
  const positions = POSITIONS.map(({ approvalRole, ...p }) => ({ ...p, approvalRoleId: approvalRole ? roleId.get(approvalRole)! : null }));
  await insert('Position', positions, 'positions');

  await insert('Tag', TAGS, 'tags');
  await insert('Rubric', RUBRICS, 'rubrics');
  await insert('ReviewSettings', [REVIEW_SETTINGS], 'review settings');

  await insert('GeneralContent', GENERAL_CONTENTS, 'general content');
  await insert('FeedbackCategory', FEEDBACK_CATEGORIES.map((name) => ({ name, isDeleted: false })), 'feedback categories');
  const categoryId = await idsBy(em, 'FeedbackCategory', 'name');
  const statements = FEEDBACK_STATEMENTS.map(({ category, ...s }) => ({ ...s, categoryId: categoryId.get(category)!, isDeleted: false }));
  await insert('FeedbackStatement', statements, 'feedback statements');
  await insert('FeedbackTemplate', FEEDBACK_TEMPLATES, 'feedback templates');
  await insert('NotificationTemplate', NOTIFICATION_TEMPLATES, 'notification templates');

  await seedInstitutions(em, log);
}

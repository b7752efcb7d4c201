// The demo data of a fresh database: every lookup, site settings, content, roles and the California
// public schools and districts. Expects empty tables; the caller runs it in one transaction (see
// seeds/seed-runner.ts). Users come separately from seedDemoUsers, which needs a password hasher.
import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ResourceDef } from '../core/model/define.js';
import { insertBatches, idsBy, type SeedLog } from './insert.js';
import { ACADEMIC_YEARS } from './lookups/academic-years.js';
import { COURSE_LENGTHS, DISCIPLINES, HONORS_TYPES, LANGUAGES, SUBJECT_AREAS } from './lookups/curriculum.js';
import { cteRows } from './lookups/cte.js';
import { ACCREDITING_ORGANIZATIONS, COUNTIES, DISTRICT_MANAGEMENT_TYPES, SCHOOL_TYPES, UNIVERSITY_CAMPUSES } from './lookups/places.js';
import { POSITIONS } from './lookups/positions.js';
import { MATERIAL_TYPES, SUBMISSION_TYPES } from './lookups/courses.js';
import { ROLES } from './roles.js';
import { REVIEW_SETTINGS, RUBRICS, TAGS } from './settings.js';
import { seedCycles } from './cycles.js';
import { GENERAL_CONTENTS } from './content/general.js';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATEMENTS, FEEDBACK_TEMPLATES } from './content/feedback.js';
import { NOTIFICATION_TEMPLATES } from '../server/notifications/shipped-templates.js';
import { seedInstitutions } from './institutions.js';
import { seedDemoUsers as seedUsers } from './users.js';
import { seedCourseDemo } from './courses/index.js';
import { seedAccreditationDemo } from './accreditation/index.js';
import { seedCourseAuditDemo } from './course-audits.js';
import { seedRegistrationDemo } from './registrations.js';
import { seedInstitutionUsers } from './institution-users.js';
import { seedDemoViews } from './views.js';
import academicYears from '../resources/academic-years.js';
import accreditingOrganizations from '../resources/accrediting-organizations.js';
import counties from '../resources/counties.js';
import courseLengths from '../resources/course-lengths.js';
import cteIndustries from '../resources/cte-industries.js';
import ctePathways from '../resources/cte-pathways.js';
import disciplines from '../resources/disciplines.js';
import districtManagementTypes from '../resources/district-management-types.js';
import feedbackCategories from '../resources/feedback-categories.js';
import feedbackStatements from '../resources/feedback-statements.js';
import feedbackTemplates from '../resources/feedback-templates.js';
import generalContents from '../resources/general-contents.js';
import honorsTypes from '../resources/honors-types.js';
import languages from '../resources/languages.js';
import materialTypes from '../resources/material-types.js';
import notificationTemplates from '../resources/notification-templates.js';
import positions from '../resources/positions.js';
import reviewSettings from '../resources/review-settings.js';
import roles from '../resources/roles.js';
import rubrics from '../resources/rubrics.js';
import schoolTypes from '../resources/school-types.js';
import subjectAreas from '../resources/subject-areas.js';
import submissionTypes from '../resources/submission-types.js';
import tags from '../resources/tags.js';
import universityCampuses from '../resources/university-campuses.js';

/**
 * The demo accounts, then the course catalogue and review work (seeds/courses/), which runs here
 * because it needs the analysts this step creates and comes after institutions, lookups and settings.
 */
export async function seedDemoUsers(em: EntityManager, hash: (password: string) => Promise<string>, log: SeedLog = () => {}): Promise<void> {
  await seedUsers(em, hash);
  await seedCourseDemo(em, log);
  await seedAccreditationDemo(em, log);
  await seedCourseAuditDemo(em, log);
  await seedRegistrationDemo(em, log);
  await seedInstitutionUsers(em, await hash(randomBytes(24).toString('base64url')), log);
  await seedDemoViews(em);
}

/** The resource whose rows the first seeding step writes: an empty one means an unseeded database. */
export const FIRST_SEEDED = academicYears;

export async function seedDemoData(em: EntityManager, log: SeedLog = () => {}): Promise<void> {
  // entities come from the resource definitions, so a renamed entity or table is followed here
  const insert = (def: ResourceDef, rows: readonly object[]) => insertBatches(em, def.entity, rows, def.label.toLowerCase(), log);

  await insert(academicYears, ACADEMIC_YEARS);
  await insert(subjectAreas, SUBJECT_AREAS);
  await insert(disciplines, DISCIPLINES);
  await insert(languages, LANGUAGES);
  await insert(courseLengths, COURSE_LENGTHS);
  await insert(honorsTypes, HONORS_TYPES);
  const cte = cteRows();
  await insert(cteIndustries, cte.industries);
  await insert(ctePathways, cte.pathways);
  await insert(counties, COUNTIES);
  await insert(schoolTypes, SCHOOL_TYPES);
  await insert(districtManagementTypes, DISTRICT_MANAGEMENT_TYPES.map(({ id, name }) => ({ id, name })));
  await insert(accreditingOrganizations, ACCREDITING_ORGANIZATIONS);
  await insert(universityCampuses, UNIVERSITY_CAMPUSES);
  await insert(materialTypes, MATERIAL_TYPES);
  await insert(submissionTypes, SUBMISSION_TYPES);

  await insert(roles, ROLES);
  const roleId = await idsBy(em, roles.entity, 'name');
  const positionRows = POSITIONS.map(({ approvalRole, ...p }) => ({ ...p, approvalRoleId: approvalRole ? roleId.get(approvalRole)! : null }));
  await insert(positions, positionRows);

  await insert(tags, TAGS);
  await insert(rubrics, RUBRICS);
  await insert(reviewSettings, [REVIEW_SETTINGS]);
  await seedCycles(em, log);

  await insert(generalContents, GENERAL_CONTENTS);
  await insert(feedbackCategories, FEEDBACK_CATEGORIES.map((name) => ({ name, isDeleted: false })));
  const categoryId = await idsBy(em, feedbackCategories.entity, 'name');
  const statements = FEEDBACK_STATEMENTS.map(({ category, ...s }) => ({ ...s, categoryId: categoryId.get(category)!, isDeleted: false }));
  await insert(feedbackStatements, statements);
  await insert(feedbackTemplates, FEEDBACK_TEMPLATES);
  await insert(notificationTemplates, NOTIFICATION_TEMPLATES);

  await seedInstitutions(em, log);
}

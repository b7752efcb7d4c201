// Roles: the staff roles of the back office, then the institution roles that external users hold
// and positions raise users to. Institution roles carry no back-office abilities.
import { ABILITY_NAMES, type Ability } from '../core/model/abilities.js';

export interface RoleSeed {
  name: string;
  description: string;
  abilities: Ability[];
  /** institution roles only: their order (resources/roles.ts institutionRank) */
  institutionRank?: number;
}

export const ROLES: RoleSeed[] = [
  { name: 'Administrator', description: 'Full access to the back office, including the operator console.', abilities: [...ABILITY_NAMES] },
  {
    name: 'Senior Analyst',
    description: 'Reviews courses and registrations, assigns and reassigns work, reverses decisions.',
    abilities: [
      'AdminReview', 'AdminSecondReviewQueue', 'CourseApprovalTextFeedback', 'AdminAssign', 'AdminReassign', 'AdminReverse',
      'AdminReviewAccreditation', 'AdminReviewInstitutionRegistration', 'AdminRegistrationSecondReview',
      'AdminReportAnalystReviewProgress', 'AdminViewInstitutions', 'AdminViewAudit', 'AdminManageCourses', 'AdminShareViews',
    ],
  },
  { name: 'Analyst', description: 'Reviews submitted courses.', abilities: ['AdminReview', 'AdminSecondReviewQueue', 'CourseApprovalTextFeedback'] },
  { name: 'Content Editor', description: 'Maintains general content, feedback statements and notification templates.', abilities: ['AdminManageContent', 'AdminViewAudit'] },
  { name: 'Head of Institution', description: 'Institution role: approves the course list and its contacts.', abilities: [], institutionRank: 40 },
  { name: 'Course List Manager', description: 'Institution role: maintains and submits the course list.', abilities: [], institutionRank: 30 },
  { name: 'Course Contributor', description: 'Institution role: drafts courses for the course list manager.', abilities: [], institutionRank: 20 },
  { name: 'Read Only', description: 'Institution role: sees the course list without changing it.', abilities: [], institutionRank: 10 },
];

// Contact positions per institution type, with the institution role a position raises a user to.
// Roles are named here and resolved to ids once the roles are in the database.
import { INSTITUTION_TYPE as T } from '../../resources/_enums.js';

const HEAD = 'Head of Institution';
const MANAGER = 'Course List Manager';

export const POSITIONS: { id: number; name: string; institutionType: number; approvalRole: string | null }[] = [
  { id: 1, name: 'Principal', institutionType: T.school, approvalRole: HEAD },
  { id: 2, name: 'Assistant Principal', institutionType: T.school, approvalRole: null },
  { id: 3, name: 'Head Counselor', institutionType: T.school, approvalRole: MANAGER },
  { id: 4, name: 'Counselor', institutionType: T.school, approvalRole: null },
  { id: 5, name: 'Registrar', institutionType: T.school, approvalRole: null },
  { id: 6, name: 'Department Chair', institutionType: T.school, approvalRole: null },
  { id: 7, name: 'Teacher', institutionType: T.school, approvalRole: null },
  { id: 8, name: 'Head of School', institutionType: T.onlineSchool, approvalRole: HEAD },
  { id: 9, name: 'Counselor', institutionType: T.onlineSchool, approvalRole: MANAGER },
  { id: 10, name: 'Registrar', institutionType: T.onlineSchool, approvalRole: null },
  { id: 11, name: 'Program Director', institutionType: T.program, approvalRole: HEAD },
  { id: 12, name: 'Program Coordinator', institutionType: T.program, approvalRole: MANAGER },
  { id: 13, name: 'Chief Executive Officer', institutionType: T.onlinePublisher, approvalRole: HEAD },
  { id: 14, name: 'Chief Academic Officer', institutionType: T.onlinePublisher, approvalRole: MANAGER },
  { id: 15, name: 'Curriculum Developer', institutionType: T.onlinePublisher, approvalRole: null },
  { id: 16, name: 'Superintendent', institutionType: T.district, approvalRole: HEAD },
  { id: 17, name: 'Assistant Superintendent', institutionType: T.district, approvalRole: null },
  { id: 18, name: 'Director of Curriculum and Instruction', institutionType: T.district, approvalRole: MANAGER },
  { id: 19, name: 'District Counseling Coordinator', institutionType: T.district, approvalRole: null },
  { id: 20, name: 'Executive Director', institutionType: T.schoolNetwork, approvalRole: HEAD },
  { id: 21, name: 'Chief Academic Officer', institutionType: T.schoolNetwork, approvalRole: MANAGER },
  { id: 22, name: 'ROP Director', institutionType: T.rop, approvalRole: HEAD },
  { id: 23, name: 'CTE Coordinator', institutionType: T.rop, approvalRole: MANAGER },
  { id: 24, name: 'Program Director', institutionType: T.extendedLearning, approvalRole: HEAD },
  { id: 25, name: 'Site Coordinator', institutionType: T.extendedLearning, approvalRole: null },
];

import { defineResource } from '../core/model/define.js';
import { CYCLE_ACCESS } from './_cycles.js';

// The submission cycle of an academic year (spec 3 §3): when courses may be submitted and when
// course audits run. End dates are stored one day later than shown (exclusive ends, spec 3 §4).
// Its phases are resources/submission-cycle-phases.ts. isCurrentYear is not stored: the answers of
// GET /api/admin/submissioncycle/recent compute it from today (server/cycles/current.ts).
export default defineResource({
  name: 'submission-cycles',
  entity: 'SubmissionCycle',
  table: 'submission_cycle',
  label: 'Submission cycles',
  labelSingular: 'Submission cycle',
  recordRepresentation: 'academicYearId',
  fields: {
    academicYearId: { type: 'reference', resource: 'academic-years', required: true, unique: true, label: 'Academic year' },
    cycleStartDate: { type: 'date', required: true, label: 'Cycle start' },
    cycleEndDate: { type: 'date', required: true, label: 'Cycle end', help: 'Stored one day after the last day of the cycle' },
    courseAuditStartDate: { type: 'date', required: true, label: 'Course audit start' },
    courseAuditEndDate: { type: 'date', required: true, label: 'Course audit end', help: 'Stored one day after the last day of the course audit' },
  },
  checks: [
    { field: 'cycleEndDate', after: 'cycleStartDate', message: 'The cycle must end after it begins.' },
    { field: 'courseAuditEndDate', after: 'courseAuditStartDate', message: 'The course audit must end after it begins.' },
  ],
  list: { columns: ['academicYearId', 'cycleStartDate', 'cycleEndDate', 'courseAuditStartDate', 'courseAuditEndDate'], sort: { field: 'cycleStartDate', order: 'DESC' }, perPage: 25 },
  filters: [],
  access: CYCLE_ACCESS,
  audit: true,
  // the hand-built /settings/submissioncycle screen is the way in
  menu: { group: 'Settings', icon: 'EventRepeat', hidden: true },
});

import { defineResource } from '../core/model/define.js';
import { CYCLE_ACCESS } from './_cycles.js';

// The phases of a submission cycle (spec 3 §3, §4), numbered from 1. They follow each other without
// gap or overlap: a phase's stored (exclusive) end is the next one's begin; the first begins at the
// cycle start and the last ends at the cycle end. A hiatus is a phase in which submissions pause.
export default defineResource({
  name: 'submission-cycle-phases',
  entity: 'SubmissionCyclePhase',
  table: 'submission_cycle_phase',
  label: 'Submission cycle phases',
  labelSingular: 'Submission cycle phase',
  recordRepresentation: 'phaseName',
  fields: {
    submissionCycleId: { type: 'reference', resource: 'submission-cycles', required: true, label: 'Submission cycle' },
    phase: { type: 'integer', required: true, min: 1, max: 20, help: 'Order within the cycle, from 1' },
    phaseName: { type: 'string', required: true, maxLength: 100, label: 'Phase name' },
    beginDate: { type: 'date', required: true, label: 'Begins' },
    endDate: { type: 'date', required: true, label: 'Ends', help: 'Stored one day after the last day of the phase' },
    isHiatusPeriod: { type: 'boolean', default: false, label: 'Hiatus', help: 'Submissions pause during this phase' },
  },
  unique: [{ fields: ['submissionCycleId', 'phase'], message: 'The cycle already has a phase with this number.' }],
  checks: [{ field: 'endDate', after: 'beginDate', message: 'The phase must end after it begins.' }],
  list: { columns: ['submissionCycleId', 'phase', 'phaseName', 'beginDate', 'endDate', 'isHiatusPeriod'], sort: { field: 'beginDate', order: 'DESC' }, perPage: 25 },
  filters: [
    { field: 'q', type: 'q', fields: ['phaseName'], alwaysOn: true },
    { field: 'submissionCycleId', type: 'reference' },
  ],
  access: CYCLE_ACCESS,
  audit: true,
  menu: { group: 'Settings', icon: 'EventNote', hidden: true },
});

import { defineResource } from '../core/model/define.js';
import { CYCLE_ACCESS } from './_cycles.js';

// A registration cycle (spec 3 §3): when institutions may register. periodId is the calendar year
// the cycle starts in, the value registrations keep as registrationCycleYear. Programs and school
// networks stop registering earlier than schools, at their own end dates. End dates are stored one
// day later than shown (exclusive ends, spec 3 §4).
export default defineResource({
  name: 'registration-cycles',
  entity: 'RegistrationCycle',
  table: 'registration_cycle',
  label: 'Registration cycles',
  labelSingular: 'Registration cycle',
  recordRepresentation: 'periodId',
  fields: {
    periodId: { type: 'integer', required: true, unique: true, min: 2000, max: 2100, label: 'Period', help: 'The year the cycle starts in' },
    cycleStartDate: { type: 'date', required: true, label: 'Cycle start' },
    cycleEndDate: { type: 'date', required: true, label: 'Cycle end', help: 'Stored one day after the last day of the cycle' },
    programCycleEndDate: { type: 'date', required: true, label: 'Program end', help: 'Stored one day after the last day programs may register' },
    schoolNetworkCycleEndDate: { type: 'date', required: true, label: 'School network end', help: 'Stored one day after the last day school networks may register' },
  },
  checks: [
    { field: 'cycleEndDate', after: 'cycleStartDate', message: 'The cycle must end after it begins.' },
    { field: 'programCycleEndDate', after: 'cycleStartDate', message: 'Program registration must end after the cycle begins.' },
    { field: 'schoolNetworkCycleEndDate', after: 'cycleStartDate', message: 'School network registration must end after the cycle begins.' },
  ],
  list: { columns: ['periodId', 'cycleStartDate', 'cycleEndDate', 'programCycleEndDate', 'schoolNetworkCycleEndDate'], sort: { field: 'periodId', order: 'DESC' }, perPage: 25 },
  filters: [],
  access: CYCLE_ACCESS,
  audit: true,
  menu: { group: 'Settings', icon: 'AppRegistration', hidden: true },
});

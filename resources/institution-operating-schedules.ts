import { defineResource } from '../core/model/define.js';
import { NAME_ONLY_LOOKUP } from './_lookup.js';

// When an institution (mostly a program) runs its courses (spec 2 §3 institutionOperatingScheduleId):
// year-round, fall to spring, or summer only.
export default defineResource({
  name: 'institution-operating-schedules',
  entity: 'InstitutionOperatingSchedule',
  table: 'institution_operating_schedule',
  label: 'Operating schedules',
  labelSingular: 'Operating schedule',
  specId: 'institutionOperatingScheduleId',
  ...NAME_ONLY_LOOKUP,
  aliases: [{ method: 'GET', path: '/api/institutionoperatingschedule', action: 'list' }],
  menu: { group: 'Lookups', icon: 'EventRepeat' },
});

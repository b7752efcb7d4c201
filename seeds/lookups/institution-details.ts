// Lookups the institution record refers to (resources/institutions.ts): program types, governance
// and operating schedules. Ids are ours; the spec names only the operating schedules.
import { OPERATING_SCHEDULE } from '../../resources/_institution-values.js';

export const PROGRAM_TYPES = [
  { id: 1, name: 'Summer institute' },
  { id: 2, name: 'Dual enrollment' },
  { id: 3, name: 'Arts conservatory' },
  { id: 4, name: 'Academic enrichment' },
  { id: 5, name: 'College preparation' },
  { id: 6, name: 'Career technical education' },
];

export const GOVERNANCE = { public: 1, private: 2, tribal: 3, federal: 4, international: 5 } as const;

export const GOVERNANCES = [
  { id: GOVERNANCE.public, name: 'Public' },
  { id: GOVERNANCE.private, name: 'Private' },
  { id: GOVERNANCE.tribal, name: 'Tribal' },
  { id: GOVERNANCE.federal, name: 'Federal (Department of Defense)' },
  { id: GOVERNANCE.international, name: 'International' },
];

export const OPERATING_SCHEDULES = [
  { id: OPERATING_SCHEDULE.yearRound, name: 'Year-round' },
  { id: OPERATING_SCHEDULE.fallToSpring, name: 'Fall to spring' },
  { id: OPERATING_SCHEDULE.summer, name: 'Summer' },
];

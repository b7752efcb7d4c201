// The programs and online publishers of the demo. The schools directory holds public schools and
// districts only, so the institutions that write courses for others to adopt are added here; their
// names are made up and their web addresses use the reserved example domains.
import { INSTITUTION_TYPE } from '../../resources/_enums.js';
import type { InstitutionRow } from './rows.js';

export interface Provider {
  name: string;
  institutionTypeId: InstitutionRow['institutionTypeId'];
  streetCity: string;
  streetState: string;
  countyId: number | null;
  website: string;
  /** the subject areas its courses come from */
  areas: string;
}

export const PROVIDERS: Provider[] = [
  { name: 'Central Valley STEM Summer Institute', institutionTypeId: INSTITUTION_TYPE.program, streetCity: 'Fresno', streetState: 'CA', countyId: 10, website: 'www.cvstem-institute.example.org', areas: 'CDG' },
  { name: 'Bay Area Youth Arts Conservatory', institutionTypeId: INSTITUTION_TYPE.program, streetCity: 'Oakland', streetState: 'CA', countyId: 1, website: 'www.bayarts-conservatory.example.org', areas: 'F' },
  { name: 'Capital Region Dual Enrollment Program', institutionTypeId: INSTITUTION_TYPE.program, streetCity: 'Sacramento', streetState: 'CA', countyId: 34, website: 'www.capital-dualenroll.example.org', areas: 'ABG' },
  { name: 'Golden State Digital Curriculum', institutionTypeId: INSTITUTION_TYPE.onlinePublisher, streetCity: 'Irvine', streetState: 'CA', countyId: 30, website: 'www.goldenstate-digital.example.com', areas: 'ABCDEFG' },
  { name: 'Pacific Crest Learning', institutionTypeId: INSTITUTION_TYPE.onlinePublisher, streetCity: 'Portland', streetState: 'OR', countyId: null, website: 'www.pacificcrest-learning.example.com', areas: 'ABCDE' },
  { name: 'Sierra Open Courseware', institutionTypeId: INSTITUTION_TYPE.onlinePublisher, streetCity: 'Sacramento', streetState: 'CA', countyId: 34, website: 'www.sierra-opencourseware.example.org', areas: 'CDG' },
  { name: 'Summit Path Online Courses', institutionTypeId: INSTITUTION_TYPE.onlinePublisher, streetCity: 'Austin', streetState: 'TX', countyId: null, website: 'www.summitpath-courses.example.com', areas: 'ABCDEFG' },
];

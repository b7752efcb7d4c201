import { defineResource } from '../core/model/define.js';
import { ACCREDITATION_ACCESS, ACCREDITATION_STATUSES } from './_accreditation.js';

// The accreditation of one institution (spec 2 §3 "Accreditation"): at most one record per
// institution, kept beside the institution rather than in it. Accepting an accreditation file
// (server/accreditation) moves its expiration date; docs/accreditation.md.
export default defineResource({
  name: 'institution-accreditations',
  entity: 'InstitutionAccreditation',
  table: 'institution_accreditation',
  label: 'Institution accreditations',
  labelSingular: 'Institution accreditation',
  recordRepresentation: 'institutionId',
  fields: {
    institutionId: { type: 'reference', resource: 'institutions', required: true, label: 'Institution' },
    accreditationStatusId: { type: 'enum', values: ACCREDITATION_STATUSES, label: 'Status' },
    accreditingOrganizationId: { type: 'reference', resource: 'accrediting-organizations', label: 'Accrediting organization' },
    accreditationExpirationDate: { type: 'date', label: 'Expires', index: true },
    accreditationExplanation: { type: 'text', label: 'Explanation', help: 'Required when a body other than WASC accredits and the accreditation is expired' },
    notAccreditedAsOfAcademicYearId: { type: 'reference', resource: 'academic-years', label: 'Not accredited as of' },
    updatedOn: { type: 'datetime', readOnly: true },
  },
  list: {
    columns: ['institutionId', 'accreditationStatusId', 'accreditingOrganizationId', 'accreditationExpirationDate', 'notAccreditedAsOfAcademicYearId'],
    sort: { field: 'accreditationExpirationDate', order: 'ASC' },
    perPage: 25,
  },
  filters: [
    // the explanation is the record's only text: "which accreditations mention probation"
    { field: 'q', type: 'q', fields: ['accreditationExplanation'], alwaysOn: true },
    { field: 'institutionId', type: 'reference', alwaysOn: true },
    { field: 'accreditationStatusId', type: 'select', alwaysOn: true },
    { field: 'accreditingOrganizationId', type: 'reference' },
    { field: 'accreditationExpirationDate', type: 'dateRange' },
  ],
  unique: [{ fields: ['institutionId'], message: 'This institution already has an accreditation record.' }],
  access: ACCREDITATION_ACCESS,
  audit: true,
  menu: { group: 'Institutions', icon: 'VerifiedUser', hidden: true },
});

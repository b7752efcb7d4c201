import { defineResource } from '../core/model/define.js';
import { REGISTRATION_ACCESS, REGISTRATION_STATUSES, REGISTRATION_TYPES } from './_registrations.js';
import { REGISTRATION_WORKFLOW } from './_workflows.js';

// An institution's registration, or an online publisher's re-registration (spec 2 §3, §4). The
// applicant fills the sections on the public site; staff review and may correct them section by
// section while the registration is submitted, in review or in second review. The section contents
// are JSON documents whose shapes server/registrations/sections.ts validates (docs/registrations.md);
// the columns beside them (name, type, county, dates) are what lists, search and reports read.
// Approval creates the institution (or updates it, for a re-registration) and fills institutionId.
// Its reviews (resources/registration-reviews.ts) point here; the answers' reviewId and
// registrationReviewId are the open first and second review.
export default defineResource({
  name: 'registrations',
  entity: 'Registration',
  table: 'registration',
  label: 'Registrations',
  labelSingular: 'Registration',
  specId: 'registrationId',
  recordRepresentation: 'institutionName',
  fields: {
    registrationTypeId: { type: 'enum', values: REGISTRATION_TYPES, required: true, label: 'Type' },
    registrationStatusId: { type: 'enum', values: REGISTRATION_STATUSES, required: true, default: 1, label: 'Status', index: true, ownedBy: REGISTRATION_WORKFLOW },
    institutionName: { type: 'string', required: true, maxLength: 200, label: 'Institution', help: 'From the general information; kept in step when it is saved' },
    cdsCode: { type: 'string', maxLength: 14, format: 'code', label: 'CDS code' },
    countyId: { type: 'reference', resource: 'counties', label: 'County' },
    institutionId: { type: 'reference', resource: 'institutions', label: 'Institution record', help: 'The publisher re-registering, or the institution its approval created' },
    submitterEmail: { type: 'string', required: true, maxLength: 255, format: 'email', label: 'Submitted by' },
    submittedOn: { type: 'datetime', required: true, index: true, label: 'Submitted on' },
    registrationCycleYear: { type: 'integer', min: 2000, max: 2100, label: 'Registration cycle', help: 'The year the registration cycle it came in starts' },
    generalInformation: { type: 'json', help: 'Name, address, codes, district, governance, grades' },
    accreditation: { type: 'json', help: 'Status, organization, expiration, letter dates' },
    schoolType: { type: 'json', help: 'School type (10 Other with its name), online, independent study' },
    contactInformation: { type: 'json', help: 'The head of the institution and the course list manager' },
    onlineSelfAssessment: { type: 'json', help: 'The online self-assessment answers' },
    programInformation: { type: 'json', help: 'Program type, campus, description' },
    programStructure: { type: 'json', help: 'Grades, schedule, delivery' },
    certification: { type: 'json', help: 'Who certified, the agreement letters checked' },
    programSchools: { type: 'json', help: 'The schools a program or network serves' },
    lastUpdatedOn: { type: 'datetime', label: 'Last updated on' },
    decidedOn: { type: 'datetime', label: 'Decided on', index: true, ownedBy: REGISTRATION_WORKFLOW },
    notificationSentOn: { type: 'datetime', label: 'Decision notice sent on', ownedBy: REGISTRATION_WORKFLOW },
    isDeleted: { type: 'boolean', default: false, label: 'Deleted', readOnly: true },
  },
  softDelete: 'isDeleted',
  list: {
    columns: ['institutionName', 'registrationTypeId', 'registrationStatusId', 'countyId', 'submitterEmail', 'submittedOn', 'decidedOn'],
    sort: { field: 'submittedOn', order: 'ASC' },
    perPage: 25,
  },
  filters: [
    { field: 'q', type: 'q', fields: ['institutionName', 'submitterEmail', 'cdsCode'], alwaysOn: true },
    { field: 'registrationStatusId', type: 'select', alwaysOn: true },
    { field: 'registrationTypeId', type: 'select', alwaysOn: true },
    { field: 'countyId', type: 'reference' },
    { field: 'submittedOn', type: 'dateRange' },
  ],
  sections: [
    { title: 'Registration', fields: ['institutionName', 'registrationTypeId', 'registrationStatusId', 'cdsCode', 'countyId', 'institutionId', 'submitterEmail', 'submittedOn', 'registrationCycleYear', 'lastUpdatedOn', 'decidedOn', 'notificationSentOn'] },
    { title: 'Sections', fields: ['generalInformation', 'accreditation', 'schoolType', 'contactInformation', 'onlineSelfAssessment', 'programInformation', 'programStructure', 'certification', 'programSchools'] },
  ],
  access: REGISTRATION_ACCESS,
  audit: true,
  // the registrations screens (custom-screens/registrations) live at /registrations; the generated list would be a second entry there
  menu: { group: 'Workflow data', icon: 'HowToReg', hidden: true },
});

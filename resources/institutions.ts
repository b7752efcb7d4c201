import { defineResource } from '../core/model/define.js';
import { INSTITUTION_TYPES } from './_enums.js';
import { OTHER_SCHOOL_TYPE_ID } from './_institution-values.js';

// Every kind of institution in one table (domain.md): schools, districts, networks, programs,
// publishers… A school points at its district through districtId. District 'Other' has id -1
// (spec 2 §9) for schools whose district is unknown. The forms' nested objects of spec 2 §3
// (subType, schoolTypes, headContactInfo, courseListContact, selectedDistrict…)
// are stored as the flat fields below and shaped by server/institutions/form-model.ts. The
// accreditation (accreditationModel) is kept beside the institution (institution-accreditations).
export default defineResource({
  name: 'institutions',
  entity: 'Institution',
  table: 'institution',
  label: 'Institutions',
  labelSingular: 'Institution',
  specId: 'institutionId',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 200, index: true },
    institutionTypeId: { type: 'enum', values: INSTITUTION_TYPES, required: true, label: 'Type' },
    isTraditional: { type: 'boolean', default: false, label: 'Site-based / traditional' },
    isCharterSchool: { type: 'boolean', default: false, label: 'Charter school' },
    isDependentCharter: { type: 'boolean', default: false, label: 'Dependent charter', help: 'Locally funded through its district' },
    isIndependentStudy: { type: 'boolean', default: false, label: 'Independent study' },
    isOnlineSchool: { type: 'boolean', default: false, label: 'Online school' },
    cdsCode: { type: 'string', maxLength: 14, format: 'code', index: true, label: 'CDS code', help: 'County-district-school code; text, keeps its leading zeros' },
    atpCode: { type: 'string', maxLength: 6, format: 'code', index: true, label: 'ATP code', help: 'College Board code' },
    districtId: { type: 'reference', resource: 'institutions', label: 'District' },
    // a county's list sorted by CDS code reads in index order (without it: every CDS code of the counties before)
    countyId: { type: 'reference', resource: 'counties', label: 'County', index: { followedBy: ['cdsCode'] } },
    schoolTypeId: { type: 'reference', resource: 'school-types', label: 'School type' },
    otherSchoolType: { type: 'string', maxLength: 100, help: 'When the school type is Other' },
    districtManagementTypeId: { type: 'reference', resource: 'district-management-types', label: 'District management type' },
    isActive: { type: 'boolean', default: true, label: 'Active' },
    isContentPrivate: { type: 'boolean', default: false, label: 'Course list private' },
    streetAddress: { type: 'string', maxLength: 200 },
    streetCity: { type: 'string', maxLength: 100, label: 'City', index: true }, // staff sort the list by it
    streetState: { type: 'string', maxLength: 2, default: 'CA', label: 'State' },
    streetZip: { type: 'string', maxLength: 10, label: 'ZIP' },
    phone: { type: 'string', maxLength: 30, format: 'phone' },
    website: { type: 'string', maxLength: 255, format: 'url' },
    openDate: { type: 'date' },
    closedDate: { type: 'date' },
    // close / reopen / delete / remove (spec 2 §4, §7; docs/institutions.md "Closing, reopening, deleting, removing")
    // set only by the close and reopen calls, which archive and restore the offerings with it
    yearClosedId: { type: 'reference', resource: 'academic-years', label: 'Closed as of', help: 'The first academic year the institution no longer offers courses', readOnly: true },
    isRemovedFromPublicList: { type: 'boolean', default: false, label: 'Removed from the public course list' },
    // set only by DELETE /api/admin/institution/{id}, which refuses while other records depend on the institution
    isDeleted: { type: 'boolean', default: false, label: 'Deleted', readOnly: true },
    gradesOffered: { type: 'string', maxLength: 20, help: 'e.g. 9-12, K-12' },
    isHighSchool: { type: 'boolean', default: false, label: 'High school' },
    governanceId: { type: 'reference', resource: 'governances', label: 'Governance' },
    schoolNetworkId: { type: 'reference', resource: 'institutions', label: 'School network', help: 'The network a school belongs to' },
    leaDistrictId: { type: 'reference', resource: 'institutions', label: 'LEA district', help: 'Local educational agency of a charter school' },
    programTypeId: { type: 'reference', resource: 'program-types', label: 'Program type' },
    connectedProgramId: { type: 'reference', resource: 'institutions', label: 'Connected program' },
    campusLocation: { type: 'string', maxLength: 200, help: 'Where a program meets (a campus, a site, online)' },
    institutionOperatingScheduleId: { type: 'reference', resource: 'institution-operating-schedules', label: 'Operating schedule' },
    headContactFirstName: { type: 'string', maxLength: 100, label: 'Head contact first name' },
    headContactLastName: { type: 'string', maxLength: 100, label: 'Head contact last name' },
    headContactPositionId: { type: 'reference', resource: 'positions', label: 'Head contact position' },
    headContactEmail: { type: 'string', maxLength: 255, format: 'email', label: 'Head contact e-mail' },
    headContactPhone: { type: 'string', maxLength: 30, format: 'phone', label: 'Head contact phone' },
    headContactPhoneExtension: { type: 'string', maxLength: 10, label: 'Head contact extension' },
    headContactIsInternational: { type: 'boolean', default: false, label: 'Head contact phone is international' },
    headContactInternationalPhone: { type: 'string', maxLength: 30, label: 'Head contact international phone', help: 'With its country code' },
    courseListContactName: { type: 'string', maxLength: 200, label: 'Course list contact' },
    courseListContactEmail: { type: 'string', maxLength: 255, format: 'email', label: 'Course list contact e-mail' },
    courseListContactPhone: { type: 'string', maxLength: 30, format: 'phone', label: 'Course list contact phone' },
  },
  checks: [
    { field: 'otherSchoolType', requiredWhen: 'schoolTypeId', equals: OTHER_SCHOOL_TYPE_ID, message: 'Name the school type when it is Other.' },
    { field: 'headContactInternationalPhone', requiredWhen: 'headContactIsInternational', equals: true, message: 'Enter the international number with its country code.' },
  ],
  list: {
    columns: ['name', 'institutionTypeId', 'cdsCode', 'districtId', 'countyId', 'streetCity', 'isActive'],
    sort: { field: 'name', order: 'ASC' },
    perPage: 25,
  },
  filters: [
    { field: 'q', type: 'q', fields: ['name', 'cdsCode', 'streetCity', 'atpCode'], alwaysOn: true },
    { field: 'institutionTypeId', type: 'select', alwaysOn: true },
    { field: 'countyId', type: 'reference' },
    { field: 'districtId', type: 'reference' },
    { field: 'isActive', type: 'boolean', alwaysOn: true },
    { field: 'isCharterSchool', type: 'boolean' },
    { field: 'isHighSchool', type: 'boolean' },
    { field: 'openDate', type: 'dateRange' },
    { field: 'isRemovedFromPublicList', type: 'boolean' },
  ],
  sections: [
    { title: 'Institution', fields: ['name', 'institutionTypeId', 'cdsCode', 'atpCode', 'isActive', 'isContentPrivate'] },
    { title: 'Kind of school', fields: ['isTraditional', 'isCharterSchool', 'isDependentCharter', 'isIndependentStudy', 'isOnlineSchool', 'schoolTypeId', 'otherSchoolType', 'gradesOffered', 'isHighSchool'] },
    { title: 'District and county', fields: ['districtId', 'schoolNetworkId', 'leaDistrictId', 'districtManagementTypeId', 'governanceId', 'countyId'] },
    { title: 'Program', fields: ['programTypeId', 'connectedProgramId', 'campusLocation', 'institutionOperatingScheduleId'] },
    { title: 'Head contact', fields: ['headContactFirstName', 'headContactLastName', 'headContactPositionId', 'headContactEmail', 'headContactPhone', 'headContactPhoneExtension', 'headContactIsInternational', 'headContactInternationalPhone'] },
    { title: 'Course list contact', fields: ['courseListContactName', 'courseListContactEmail', 'courseListContactPhone'] },
    { title: 'Address and contact', fields: ['streetAddress', 'streetCity', 'streetState', 'streetZip', 'phone', 'website'] },
    { title: 'Dates', fields: ['openDate', 'closedDate', 'yearClosedId'] },
    { title: 'Public course list', fields: ['isRemovedFromPublicList'] },
  ],
  access: {
    list: ['AdminViewInstitutions', 'AdminManageInstitutions'],
    show: ['AdminViewInstitutions', 'AdminManageInstitutions'],
    create: 'AdminManageInstitutions',
    update: 'AdminManageInstitutions',
    // deleting goes through DELETE /api/admin/institution/{id} (server/institutions/admin/delete.ts) and its dependency checks
    delete: false,
  },
  audit: true,
  // DELETE keeps the row (its courses, offerings and history stay readable) and hides it from lists
  softDelete: 'isDeleted',
  aliases: [
    { method: 'GET', path: '/api/admin/institution', action: 'list', shape: 'paged', params: { searchInstitutionTypes: 'institutionTypeId' } },
    // -1 is district 'Other'; the digits-only pattern keeps /school, /district … free for their own routes
    { method: 'GET', path: '/api/admin/institution/:id(-?\\d+)', action: 'show' },
    { method: 'POST', path: '/api/admin/institution/:id(-?\\d+)', action: 'update' },
  ],
  uiRoutes: { list: '/institutions' },
  // an institution's own page is its detail with its course list (custom-screens/institution-details):
  // a row of the list and a link to an institution (a school's district) open it
  recordPage: '/institutions/details/:id',
  menu: { group: 'Institutions', icon: 'School' },
});

import { defineResource } from '../server/model/define.js';
import { INSTITUTION_TYPES } from './_enums.js';

// Every kind of institution in one table (domain.md): schools, districts, networks, programs,
// publishers… A school points at its district through districtId. District 'Other' has id -1
// (spec 2 §9) for schools whose district is unknown.
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
    gradesOffered: { type: 'string', maxLength: 20, help: 'e.g. 9-12, K-12' },
    isHighSchool: { type: 'boolean', default: false, label: 'High school' },
  },
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
  ],
  sections: [
    { title: 'Institution', fields: ['name', 'institutionTypeId', 'cdsCode', 'atpCode', 'isActive', 'isContentPrivate'] },
    { title: 'Kind of school', fields: ['isTraditional', 'isCharterSchool', 'isDependentCharter', 'isIndependentStudy', 'isOnlineSchool', 'schoolTypeId', 'otherSchoolType', 'gradesOffered', 'isHighSchool'] },
    { title: 'District and county', fields: ['districtId', 'districtManagementTypeId', 'countyId'] },
    { title: 'Address and contact', fields: ['streetAddress', 'streetCity', 'streetState', 'streetZip', 'phone', 'website'] },
    { title: 'Dates', fields: ['openDate', 'closedDate'] },
  ],
  access: {
    list: ['AdminViewInstitutions', 'AdminManageInstitutions'],
    show: ['AdminViewInstitutions', 'AdminManageInstitutions'],
    create: 'AdminManageInstitutions',
    update: 'AdminManageInstitutions',
    delete: 'AdminManageInstitutions',
  },
  audit: true,
  aliases: [
    { method: 'GET', path: '/api/admin/institution', action: 'list', shape: 'paged', params: { searchInstitutionTypes: 'institutionTypeId' } },
    // -1 is district 'Other'; the digits-only pattern keeps /school, /district … free for their own routes
    { method: 'GET', path: '/api/admin/institution/:id(-?\\d+)', action: 'show' },
    { method: 'POST', path: '/api/admin/institution/:id(-?\\d+)', action: 'update' },
  ],
  uiRoutes: { list: '/institutions' },
  menu: { group: 'Institutions', icon: 'School' },
});

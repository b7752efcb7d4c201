// Words the generated screens use when the model gives no label: acronyms in capitals, booleans
// without "is", references by their target's name, and react-admin's messages named from the model.
import { describe, expect, it } from 'vitest';
import { defineResource } from '../../core/model/define.js';
import { fieldLabel, humanize, inSentence, singularLabel } from '../../admin-ui/builder/labels.js';
import { indexModel } from '../../admin-ui/builder/model-index.js';
import { createI18nProvider, resourceMessages } from '../../admin-ui/shell/i18n.js';
import { modelResources } from '../../admin-ui/registry/resources.js';

const industries = defineResource({
  name: 'cte-industries',
  entity: 'CteIndustry',
  table: 'cte_industry',
  label: 'CTE industry sectors',
  labelSingular: 'CTE industry sector',
  fields: { name: { type: 'string' } },
  list: { columns: ['name'], sort: { field: 'name', order: 'ASC' }, perPage: 25 },
  access: { list: 'authenticated', show: 'authenticated', create: false, update: false, delete: false },
  audit: false,
});
const years = defineResource({
  name: 'academic-years',
  entity: 'AcademicYear',
  table: 'academic_year',
  label: 'Academic years',
  fields: { name: { type: 'string' } },
  list: { columns: ['name'], sort: { field: 'name', order: 'ASC' }, perPage: 25 },
  access: { list: 'authenticated', show: 'authenticated', create: 'AdminManageLookups', update: 'AdminManageLookups', delete: 'AdminManageLookups' },
  audit: true,
});
const model = indexModel([industries, years]);

describe('labels from code names', () => {
  it('writes acronyms in capitals and the rest as a sentence', () => {
    expect(humanize('cdeCode')).toBe('CDE code');
    expect(humanize('atpCode')).toBe('ATP code');
    expect(humanize('cdsCode')).toBe('CDS code');
    expect(humanize('AdminManageUCUsers')).toBe('Admin manage UC users');
    expect(humanize('websiteUrl')).toBe('Website URL');
    expect(humanize('open_date')).toBe('Open date');
  });

  it('drops "is" from booleans', () => {
    expect(fieldLabel('isDeleted', { type: 'boolean' })).toBe('Deleted');
    expect(fieldLabel('isActive', { type: 'boolean' })).toBe('Active');
    // a text field that happens to start with "is" keeps it
    expect(fieldLabel('issueNumber', { type: 'string' })).toBe('Issue number');
  });

  it("names a reference after the record it points at, and keeps a qualifier's own words", () => {
    expect(fieldLabel('cteIndustryId', { type: 'reference', resource: 'cte-industries' }, model)).toBe('CTE industry sector');
    expect(fieldLabel('firstAcademicYearId', { type: 'reference', resource: 'academic-years' }, model)).toBe('First academic year');
    expect(fieldLabel('id')).toBe('ID');
    // an explicit label always wins
    expect(fieldLabel('cteIndustryId', { type: 'reference', resource: 'cte-industries', label: 'Sector' }, model)).toBe('Sector');
  });

  it('gives every resource a singular, from its entity when the model has none', () => {
    expect(singularLabel(years)).toBe('Academic year');
    expect(singularLabel(industries)).toBe('CTE industry sector');
    expect(inSentence('Academic years')).toBe('academic years');
    expect(inSentence('CTE pathways')).toBe('CTE pathways');
    for (const def of modelResources) expect(singularLabel(def), def.name).toMatch(/^[A-Z0-9]/);
  });

  it('reads no column header of the real model as a raw code name', () => {
    const all = indexModel(modelResources);
    for (const def of modelResources)
      for (const column of def.list.columns) {
        const label = fieldLabel(column, def.fields[column], all);
        expect(label, `${def.name}.${column}`).not.toMatch(/^(Is|Cte|Cde|Cds|Atp|Uc) /);
        expect(label, `${def.name}.${column}`).not.toMatch(/[a-z][A-Z]/);
      }
  });
});

describe('react-admin messages from the model', () => {
  const i18n = createI18nProvider([industries, years], model);

  it('names a resource in dialogs and notifications', () => {
    expect(i18n.translate('resources.academic-years.forcedCaseName', { smart_count: 1 })).toBe('Academic year');
    expect(i18n.translate('ra.message.delete_title', { name: 'Academic year', recordRepresentation: '2025-26' })).toBe('Delete Academic year 2025-26');
    expect(i18n.translate('resources.academic-years.notifications.updated', { smart_count: 1 })).toBe('Academic year updated');
    expect(i18n.translate('resources.academic-years.notifications.deleted', { smart_count: 3 })).toBe('3 academic years deleted');
    expect(i18n.translate('resources.cte-industries.notifications.created', { smart_count: 1 })).toBe('CTE industry sector created');
    expect(i18n.translate('resources.cte-industries.name', { smart_count: 2 })).toBe('CTE industry sectors');
  });

  it('keeps acronyms when a label stands inside a sentence (the sort buttons)', () => {
    const sortBy = (field: string) => i18n.translate('ra.sort.sort_by', { field, field_lower_first: field.charAt(0).toLowerCase() + field.slice(1), order: 'ascending' });
    expect(sortBy('ID')).toBe('Sort by ID ascending');
    expect(sortBy('CTE industry sector')).toBe('Sort by CTE industry sector ascending');
    expect(sortBy('Name')).toBe('Sort by name ascending');
  });

  it('labels every field', () => {
    expect(resourceMessages(industries, model).fields).toEqual({ id: 'ID', name: 'Name' });
  });
});

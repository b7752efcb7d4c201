// The dashboard's recent changes name the record by its title and what changed in the model's words:
// "Institution Lincoln High · ATP code changed", never "Institution #9125 · atpCode".
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../core/model/define.js';
import { describeChange, type MyAuditEntry } from '../../admin-ui/dashboard/recent-change-text.js';
import { indexModel } from '../../admin-ui/builder/model-index.js';
import { memoryDataProvider } from './support/memory-data-provider.js';
import { FIXTURE_RESOURCES, fakeServer, renderApp, staffUser } from './support/render-app.js';

const institutions = defineResource({
  name: 'institutions',
  entity: 'Institution',
  table: 'institution',
  label: 'Institutions',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string' },
    atpCode: { type: 'string', label: 'ATP code' },
    cdsCode: { type: 'string' },
    isActive: { type: 'boolean' },
  },
  list: { columns: ['name'], sort: { field: 'name', order: 'ASC' }, perPage: 25 },
  access: { list: 'AdminViewInstitutions', show: 'AdminViewInstitutions', create: false, update: 'AdminViewInstitutions', delete: false },
  audit: true,
});
const model = indexModel([...FIXTURE_RESOURCES, institutions]);

const entry = (over: Partial<MyAuditEntry>): MyAuditEntry => ({ id: 1, auditType: 'U', userName: 'jdoe', createdAt: '2025-02-03T15:04:00Z', changes: [], ...over });

afterEach(() => vi.unstubAllGlobals());

describe('recent change wording', () => {
  it('says which fields changed, by label', () => {
    const change = entry({ entity: 'institutions', entityId: '9125', changes: [{ field: 'atpCode', oldValue: '1', newValue: '2' }, { field: 'cdsCode', oldValue: null, newValue: '3' }, { field: 'isActive', oldValue: true, newValue: false }] });
    expect(describeChange({ ...change, title: 'Lincoln High' }, model)).toBe('Institution Lincoln High · ATP code, CDS code, active changed');
    // a record without a title (gone, or a resource whose one record needs none) is named by its kind alone, never "#id"
    expect(describeChange({ ...change, title: null }, model)).toBe('Institution · ATP code, CDS code, active changed');
  });

  it('names created and deleted records from the entry itself', () => {
    expect(describeChange(entry({ auditType: 'I', entity: 'institutions', entityId: '7', changes: [{ field: 'name', oldValue: null, newValue: 'Oak Middle' }] }), model)).toBe('Institution Oak Middle · created');
    expect(describeChange(entry({ auditType: 'D', entity: 'campus-types', entityId: '3', changes: [{ field: 'name', oldValue: 'Magnet', newValue: null }] }), model)).toBe('Campus type Magnet · deleted');
  });

  it('shows the title the server gives each entry', async () => {
    fakeServer({
      'GET /api/admin/audit/mine': () => ({ body: { entries: [entry({ id: 2, entity: 'institutions', entityId: '9125', title: 'Lincoln High', changes: [{ field: 'atpCode', oldValue: '1', newValue: '2' }] })] } }),
    });
    renderApp({ path: '/dashboard/', user: staffUser(['AdminViewInstitutions']), dataProvider: memoryDataProvider({}), resources: [...FIXTURE_RESOURCES, institutions] });
    expect(await screen.findByText('Institution Lincoln High · ATP code changed')).toBeInTheDocument();
  });
});

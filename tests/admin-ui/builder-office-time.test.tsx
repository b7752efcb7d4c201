// The generated screens on the office's clock (docs/decisions.md "One clock"), with the test's own zone
// set to Asia/Tokyo: a list and a show page read a date and time in office time with its zone and a
// calendar day as written; the edit form shows the office's wall clock, names the zone, and saves the
// instant the typed time names in the office; a calendar day is sent as typed.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defineResource } from '../../core/model/define.js';
import { memoryDataProvider, type MemoryDataProvider } from './support/memory-data-provider.js';
import { FIXTURE_RESOURCES, fakeServer, renderApp, staffUser } from './support/render-app.js';

const meetings = defineResource({
  name: 'meetings',
  entity: 'Meeting',
  table: 'meeting',
  label: 'Meetings',
  labelSingular: 'Meeting',
  recordRepresentation: 'title',
  fields: {
    title: { type: 'string', required: true, maxLength: 40 },
    heldOn: { type: 'date', required: true, label: 'Held on' },
    startsAt: { type: 'datetime', required: true, label: 'Starts at', help: 'When the doors open' },
  },
  list: { columns: ['title', 'heldOn', 'startsAt'], sort: { field: 'heldOn', order: 'ASC' }, perPage: 25 },
  access: { list: 'authenticated', show: 'authenticated', create: 'AdminManageLookups', update: 'AdminManageLookups', delete: false },
  audit: false,
});

const EDITOR = staffUser(['AdminManageLookups']);
const RESOURCES = [...FIXTURE_RESOURCES, meetings];
// 11:30 PM PDT on 03/09 in the office: 3:30 PM on 03/10 in Tokyo
const MEETING = { id: 1, rowVersion: 1, title: 'Late review', heldOn: '2026-08-01', startsAt: '2026-03-10T06:30:00.000Z' };

let dataProvider: MemoryDataProvider;
let zone: string | undefined;

beforeAll(() => {
  zone = process.env.TZ;
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});
beforeEach(() => {
  dataProvider = memoryDataProvider({ meetings: [{ ...MEETING }] });
  fakeServer({});
});

describe('generated screens in office time, in a Tokyo browser', () => {
  it('the zone is Tokyo’s here (the check can fail)', () => {
    expect(new Date(MEETING.startsAt).getHours()).toBe(15);
  });

  it('lists and shows a date and time in office time with its zone, and a day as written', async () => {
    renderApp({ path: '/meetings', user: EDITOR, dataProvider, resources: RESOURCES });
    expect(await screen.findByText('03/09/2026, 11:30 PM PDT')).toBeInTheDocument();
    expect(screen.getByText('08/01/2026')).toBeInTheDocument();
  });

  it('edits the office’s wall clock, names the zone and saves the instant it names', async () => {
    renderApp({ path: '/meetings/1', user: EDITOR, dataProvider, resources: RESOURCES });
    const starts = () => screen.getByLabelText(/^Starts at/);
    await waitFor(() => expect(starts()).toHaveValue('2026-03-09T23:30'));
    expect(screen.getByLabelText(/^Held on/)).toHaveValue('2026-08-01');
    expect(screen.getByText('When the doors open (Pacific time)')).toBeInTheDocument();

    fireEvent.change(starts(), { target: { value: '2026-03-10T00:15' } });
    fireEvent.change(screen.getByLabelText(/^Held on/), { target: { value: '2026-08-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.callsOf('update', 'meetings')).toHaveLength(1));
    expect(dataProvider.callsOf('update', 'meetings')[0].params).toMatchObject({ data: { startsAt: '2026-03-10T07:15:00.000Z', heldOn: '2026-08-02' } });
  });
});

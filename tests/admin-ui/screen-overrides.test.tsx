// resources/overrides/<name>/screens.tsx: a whole screen, or one field's display or input, replaces
// the generated one; everything else stays generated.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useRecordContext, useInput } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineScreenOverrides } from '../../admin-ui/screen-overrides.js';
import { memoryDataProvider, type MemoryDataProvider } from './support/memory-data-provider.js';
import { fakeServer, renderApp, staffUser } from './support/render-app.js';

function ShoutedName({ source }: { source: string }) {
  const record = useRecordContext();
  return <strong>{String(record?.[source] ?? '').toUpperCase()}</strong>;
}

function CapacityStepper({ source }: { source: string }) {
  const { field } = useInput({ source });
  return (
    <button type="button" onClick={() => field.onChange(Number(field.value ?? 0) + 100)}>
      Capacity {String(field.value)}: add 100
    </button>
  );
}

const overrides = {
  campuses: defineScreenOverrides({
    show: () => <h1>Hand-built campus page</h1>,
    fields: { name: { field: ShoutedName }, capacity: { input: CapacityStepper } },
  }),
};

let dataProvider: MemoryDataProvider;
beforeEach(() => {
  dataProvider = memoryDataProvider({
    campuses: [{ id: 1, name: 'North High', level: 'high', capacity: 1200, isActive: true }],
    'campus-types': [],
  });
  fakeServer({});
});
afterEach(() => vi.unstubAllGlobals());

describe('screen overrides', () => {
  it("uses a field's display override in the list, under the generated header", async () => {
    renderApp({ path: '/campuses', user: staffUser([]), dataProvider, overrides });
    expect(await screen.findByText('NORTH HIGH')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
  });

  it('uses a whole screen override', async () => {
    renderApp({ path: '/campuses/1/show', user: staffUser([]), dataProvider, overrides });
    expect(await screen.findByRole('heading', { name: 'Hand-built campus page' })).toBeInTheDocument();
  });

  it("uses a field's input override in the generated form", async () => {
    renderApp({ path: '/campuses/1', user: staffUser(['AdminManageInstitutions']), dataProvider, overrides });
    fireEvent.click(await screen.findByRole('button', { name: 'Capacity 1200: add 100' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.callsOf('update')).toHaveLength(1));
    expect(dataProvider.callsOf('update')[0].params).toMatchObject({ data: { capacity: 1300, name: 'North High' } });
  });
});

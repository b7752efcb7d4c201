// Generated forms keep the user's edits: leaving with unsaved changes asks first (in-app navigation
// through react-admin's blocker, which needs the data router main.tsx now uses), and the browser is
// asked to confirm a reload or close while the form is dirty.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryDataProvider, type MemoryDataProvider } from './support/memory-data-provider.js';
import { fakeServer, renderApp, staffUser } from './support/render-app.js';

const EDITOR = staffUser(['AdminManageInstitutions', 'AdminManageLookups']);
let dataProvider: MemoryDataProvider;

beforeEach(() => {
  dataProvider = memoryDataProvider({
    campuses: [{ id: 1, name: 'North High', level: 'high', campusTypeId: 10, capacity: 1200, isActive: true }],
    'campus-types': [{ id: 10, name: 'Traditional' }],
  });
  fakeServer({});
});
afterEach(() => vi.unstubAllGlobals());

const menuLink = (name: string) => screen.getByRole('menuitem', { name });

/** Fires beforeunload as a reload would; true when a listener asked the browser to confirm. */
function reloadWouldAsk(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('unsaved changes on generated forms', () => {
  it('asks before leaving an edited record, and stays when the user says no', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { router } = renderApp({ path: '/campuses/1', user: EDITOR, dataProvider });
    const name = await screen.findByDisplayValue('North High');
    expect(reloadWouldAsk()).toBe(false);

    fireEvent.change(name, { target: { value: 'North High School' } });
    await waitFor(() => expect(reloadWouldAsk()).toBe(true));
    fireEvent.click(menuLink('Campus types'));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0]).toEqual([expect.stringMatching(/changes weren't saved/)]);
    expect(router.state.location.pathname).toBe('/campuses/1');
    expect(screen.getByDisplayValue('North High School')).toBeInTheDocument();
  });

  it('leaves when the user confirms', async () => {
    vi.stubGlobal('confirm', vi.fn(() => true));
    const { router } = renderApp({ path: '/campuses/1', user: EDITOR, dataProvider });
    fireEvent.change(await screen.findByDisplayValue('North High'), { target: { value: 'Renamed' } });
    await waitFor(() => expect(reloadWouldAsk()).toBe(true));
    fireEvent.click(menuLink('Campus types'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campus-types'));
    expect(dataProvider.callsOf('update')).toHaveLength(0);
  });

  it('asks on a new record too, and not after a save', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { router } = renderApp({ path: '/campuses/1', user: EDITOR, dataProvider });
    fireEvent.change(await screen.findByDisplayValue('North High'), { target: { value: 'Saved Name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.callsOf('update')).toHaveLength(1));
    // saving leads back to the list without asking
    await waitFor(() => expect(router.state.location.pathname).toBe('/campuses'));
    expect(confirm).not.toHaveBeenCalled();

    await router.navigate('/campuses/create');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'West' } });
    fireEvent.click(menuLink('Campus types'));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/campuses/create');
  });
});

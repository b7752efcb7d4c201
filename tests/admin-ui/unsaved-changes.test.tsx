// Generated forms keep the user's edits: leaving with unsaved changes asks first, through the shell's
// one guard of unsaved text (admin-ui/unsaved-changes: react-router's blocker, which needs the data
// router main.tsx uses), and the browser is asked to confirm a reload or close while the form is dirty.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

/** A menu entry of the reference data, a section folded at first (admin-ui/shell/Menu.tsx): unfolded first. */
async function menuLink(name: string): Promise<HTMLElement> {
  const section = screen.getByRole('menuitem', { name: 'Reference data' });
  if (section.getAttribute('aria-expanded') !== 'true') fireEvent.click(section);
  return screen.findByRole('menuitem', { name });
}
const leaveDialog = () => screen.findByRole('dialog', { name: 'Leave without saving?' });

/** Fires beforeunload as a reload would; true when a listener asked the browser to confirm. */
function reloadWouldAsk(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('unsaved changes on generated forms', () => {
  it('asks before leaving an edited record, and stays when the user says Stay', async () => {
    const { router } = renderApp({ path: '/campuses/1', user: EDITOR, dataProvider });
    const name = await screen.findByDisplayValue('North High');
    expect(reloadWouldAsk()).toBe(false);

    fireEvent.change(name, { target: { value: 'North High School' } });
    await waitFor(() => expect(reloadWouldAsk()).toBe(true));
    fireEvent.click(await menuLink('Campus types'));
    fireEvent.click(within(await leaveDialog()).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/campuses/1');
    expect(screen.getByDisplayValue('North High School')).toBeInTheDocument();
  });

  it('leaves when the user says Leave', async () => {
    const { router } = renderApp({ path: '/campuses/1', user: EDITOR, dataProvider });
    fireEvent.change(await screen.findByDisplayValue('North High'), { target: { value: 'Renamed' } });
    await waitFor(() => expect(reloadWouldAsk()).toBe(true));
    fireEvent.click(await menuLink('Campus types'));
    fireEvent.click(within(await leaveDialog()).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campus-types'));
    expect(dataProvider.callsOf('update')).toHaveLength(0);
  });

  it('asks on a new record too, and not after a save', async () => {
    const { router } = renderApp({ path: '/campuses/1', user: EDITOR, dataProvider });
    fireEvent.change(await screen.findByDisplayValue('North High'), { target: { value: 'Saved Name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.callsOf('update')).toHaveLength(1));
    // saving leads back to the list without asking
    await waitFor(() => expect(router.state.location.pathname).toBe('/campuses'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
    expect(reloadWouldAsk()).toBe(false);

    await router.navigate('/campuses/create');
    // the new record's empty form (not the edit form, still shown while the create screen loads)
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(''));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'West' } });
    await waitFor(() => expect(reloadWouldAsk()).toBe(true));
    fireEvent.click(await menuLink('Campus types'));
    expect(await leaveDialog()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/campuses/create');
  });
});

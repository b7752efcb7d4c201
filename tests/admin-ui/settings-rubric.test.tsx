// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { SETTINGS_ACCESS } from '../../resources/_access.js';
import { RubricScreen } from '../../custom-screens/settings-rubric/RubricScreen.js';
import { memoryDataProvider, type MemoryDataProvider } from './support/memory-data-provider.js';
import { renderScreen } from './support/render-screen.js';

const RUBRICS = [
  { id: 1, name: 'Not approvable', value: 0, isDeleted: false },
  { id: 2, name: 'Meets the criteria', value: 2, isDeleted: false },
  { id: 3, name: 'Retired scale', value: 4, isDeleted: true },
];

let dataProvider: MemoryDataProvider;

function renderRubrics(abilities = ['AdminManageSettings']) {
  return renderScreen(<RubricScreen />, { dataProvider, abilities, rules: { rubrics: SETTINGS_ACCESS }, path: '/settings/rubric' });
}

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

beforeEach(() => {
  dataProvider = memoryDataProvider({ rubrics: RUBRICS }, { softDelete: { rubrics: 'isDeleted' } });
});
afterEach(cleanup);

describe('/settings/rubric', () => {
  it('lists rubrics and marks deleted ones', async () => {
    renderRubrics();
    await screen.findByText('Meets the criteria');
    expect(within(row('Retired scale')).getByText('Deleted')).toBeInTheDocument();
    // a deleted rubric keeps only its audit history
    expect(within(row('Retired scale')).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Audit history of Retired scale']);
  });

  it('adds a rubric only with a name and a value from 0 to 5', async () => {
    const user = userEvent.setup();
    renderRubrics();
    await screen.findByText('Meets the criteria');
    const add = screen.getByRole('button', { name: 'Add rubric' });
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('New rubric name'), 'Exemplary');
    expect(add).toBeEnabled();
    const value = screen.getByLabelText('New rubric value');
    await user.clear(value);
    await user.type(value, '7');
    expect(add).toBeDisabled();
    await user.clear(value);
    await user.type(value, '5');
    await user.click(add);
    await waitFor(() => expect(dataProvider.callsOf('create', 'rubrics')).toHaveLength(1));
    expect(dataProvider.callsOf('create', 'rubrics')[0].params.data).toEqual({ name: 'Exemplary', value: 5 });
  });

  it('refuses an update without a value', async () => {
    const user = userEvent.setup();
    renderRubrics();
    await user.click(await screen.findByRole('button', { name: 'Edit Meets the criteria' }));
    await user.clear(screen.getByLabelText('Value'));
    expect(screen.getByText('A value is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(screen.getByLabelText('Rubric name'), '{Enter}');
    expect(screen.getByLabelText('Rubric name')).toBeInTheDocument(); // still editing
    await new Promise((r) => setTimeout(r, 300));
    expect(dataProvider.callsOf('update')).toHaveLength(0);
  });

  it('saves name and value on Enter and cancels on Escape', async () => {
    const user = userEvent.setup();
    renderRubrics();
    await user.click(await screen.findByRole('button', { name: 'Edit Meets the criteria' }));
    await user.type(screen.getByLabelText('Rubric name'), '{Escape}');
    expect(screen.queryByLabelText('Rubric name')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit Meets the criteria' }));
    const name = screen.getByLabelText('Rubric name');
    await user.clear(name);
    await user.type(name, 'Approvable');
    const value = screen.getByLabelText('Value');
    await user.clear(value);
    await user.type(value, '3{Enter}');
    expect(await screen.findByText('Approvable')).toBeInTheDocument();
    await waitFor(() => expect(dataProvider.callsOf('update', 'rubrics')).toHaveLength(1));
    expect(dataProvider.callsOf('update', 'rubrics')[0].params).toMatchObject({ id: 2, data: { name: 'Approvable', value: 3 } });
  });

  it('removes a rubric after confirmation; the row stays, marked deleted', async () => {
    const user = userEvent.setup();
    renderRubrics();
    await user.click(await screen.findByRole('button', { name: 'Remove Not approvable' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(dataProvider.callsOf('delete', 'rubrics')).toHaveLength(1));
    expect(dataProvider.callsOf('delete', 'rubrics')[0].params).toMatchObject({ id: 1 });
    await waitFor(() => expect(within(row('Not approvable')).getByText('Deleted')).toBeInTheDocument());
  });

  it('hides write controls from a reader', async () => {
    renderRubrics(['AdminReview']);
    await screen.findByText('Meets the criteria');
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('button', { name: /Add rubric|Edit|Remove/ })).toBeNull();
  });
});

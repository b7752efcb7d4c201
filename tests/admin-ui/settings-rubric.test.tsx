// @vitest-environment jsdom
// /settings/rubric is the generic inline list (admin-ui/builder/inline-list) that resources/rubrics.ts
// asks for: the rubric screen's behaviours (spec 3 §2, §4, §5), with the value's range from the model.
import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import rubrics from '../../resources/rubrics.js';
import { InlineListScreen } from '../../admin-ui/builder/inline-list/InlineListScreen.js';
import { memoryDataProvider, type MemoryDataProvider } from './support/memory-data-provider.js';
import { renderScreen } from './support/render-screen.js';
import { WriteAccessProbe, readOnly } from './support/access-probes.js';

const RUBRICS = [
  { id: 1, name: 'Not approvable', value: 0, isDeleted: false },
  { id: 2, name: 'Meets the criteria', value: 2, isDeleted: false },
  { id: 3, name: 'Retired scale', value: 4, isDeleted: true },
];

let dataProvider: MemoryDataProvider;

function renderRubrics(abilities = ['AdminManageSettings']) {
  return renderScreen(<InlineListScreen def={rubrics} />, { dataProvider, abilities, rules: { rubrics: rubrics.access }, path: '/settings/rubric' });
}

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

beforeEach(() => {
  dataProvider = memoryDataProvider({ rubrics: RUBRICS }, { softDelete: { rubrics: 'isDeleted' } });
});

describe('/settings/rubric (inline list of the rubrics model)', () => {
  it('lists rubrics by value, marks deleted ones, and names the page within Site Settings', async () => {
    renderRubrics();
    await screen.findByText('Meets the criteria');
    expect(document.title).toBe('Rubrics · Site Settings | A–G Course Admin');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Value', 'Status', 'Actions']);
    expect(within(row('Retired scale')).getByText('Deleted')).toBeInTheDocument();
    // a deleted rubric keeps only its audit history
    expect(within(row('Retired scale')).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Audit history of Retired scale']);
    expect(dataProvider.callsOf('getList', 'rubrics')[0].params).toMatchObject({ sort: { field: 'value', order: 'ASC' }, filter: { includeDeleted: true } });
  });

  it('adds a rubric only with a name and a value within the model’s range (0–5)', async () => {
    const user = userEvent.setup();
    renderRubrics();
    await screen.findByText('Meets the criteria');
    const add = screen.getByRole('button', { name: 'Add rubric' });
    expect(add).toBeDisabled();
    // the value starts at its lowest allowed value: a new rubric needs only its name (spec 3 §5)
    expect(screen.getByLabelText('New rubric value')).toHaveValue(rubrics.fields.value.min);
    await user.type(screen.getByLabelText('New rubric name'), 'Exemplary');
    expect(add).toBeEnabled();
    const value = screen.getByLabelText('New rubric value');
    await user.clear(value);
    await user.type(value, '7');
    expect(add).toBeDisabled();
    expect(screen.getByText('A whole number from 0 to 5')).toBeInTheDocument();
    await user.clear(value);
    await user.type(value, '5');
    await user.click(add);
    await waitFor(() => expect(dataProvider.callsOf('create', 'rubrics')).toHaveLength(1));
    expect(dataProvider.callsOf('create', 'rubrics')[0].params.data).toEqual({ name: 'Exemplary', value: 5 });
  });

  it('puts the server’s refusal of a value under the value box', async () => {
    dataProvider.create = async () => {
      throw new HttpError('Please correct the highlighted fields.', 400, { message: 'Please correct the highlighted fields.', modelState: { value: ['Another rubric in use has this value.'] } });
    };
    const user = userEvent.setup();
    renderRubrics();
    await user.type(await screen.findByLabelText('New rubric name'), 'Second zero{Enter}');
    expect(await screen.findByText('Another rubric in use has this value.')).toBeInTheDocument();
    expect(screen.getByLabelText('New rubric value')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New rubric name')).toHaveAttribute('aria-invalid', 'false');
  });

  it('refuses an update without a value', async () => {
    const user = userEvent.setup();
    renderRubrics();
    await user.click(await screen.findByRole('button', { name: 'Edit Meets the criteria' }));
    await user.clear(screen.getByLabelText('Rubric value'));
    expect(screen.getByText('A value is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(screen.getByLabelText('Rubric name'), '{Enter}');
    expect(screen.getByLabelText('Rubric name')).toBeInTheDocument(); // still editing
    // a value typed, the next Enter saves: the one update sent is that one, so the refused Enter sent none
    await user.type(screen.getByLabelText('Rubric value'), '3{Enter}');
    await waitFor(() => expect(dataProvider.callsOf('update')).toHaveLength(1));
    expect(dataProvider.callsOf('update')[0].params).toMatchObject({ id: 2, data: { value: 3 } });
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
    const value = screen.getByLabelText('Rubric value');
    await user.clear(value);
    await user.type(value, '3{Enter}');
    await waitFor(() => expect(dataProvider.callsOf('update', 'rubrics')).toHaveLength(1));
    expect(dataProvider.callsOf('update', 'rubrics')[0].params).toMatchObject({ id: 2, data: { name: 'Approvable', value: 3 } });
    expect(await screen.findByText('Approvable')).toBeInTheDocument();
  });

  it('keeps the row open with the server’s message when a save is refused', async () => {
    dataProvider.update = async () => {
      throw new HttpError('Please correct the highlighted fields.', 400, { message: 'Please correct the highlighted fields.', modelState: { name: ['Another rubric in use has this name.'] } });
    };
    const user = userEvent.setup();
    renderRubrics();
    await user.click(await screen.findByRole('button', { name: 'Edit Meets the criteria' }));
    const name = screen.getByLabelText('Rubric name');
    await user.clear(name);
    await user.type(name, 'Not approvable{Enter}');
    expect(await screen.findByText('Another rubric in use has this name.')).toBeInTheDocument();
    expect(screen.getByLabelText('Rubric name')).toHaveValue('Not approvable');
  });

  it('removes a rubric after confirmation; the row stays, marked deleted', async () => {
    const user = userEvent.setup();
    renderRubrics();
    await user.click(await screen.findByRole('button', { name: 'Remove Not approvable' }));
    const dialog = await screen.findByRole('dialog');
    // rubrics have no "also remove references" offer in the model
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(dataProvider.callsOf('delete', 'rubrics')).toHaveLength(1));
    expect(dataProvider.callsOf('delete', 'rubrics')[0].params).toMatchObject({ id: 1 });
    await waitFor(() => expect(within(row('Not approvable')).getByText('Deleted')).toBeInTheDocument());
  });

  it('hides write controls from a reader', async () => {
    renderScreen(
      <>
        <InlineListScreen def={rubrics} />
        <WriteAccessProbe resource="rubrics" />
      </>,
      { dataProvider, abilities: ['AdminReview'], rules: { rubrics: rubrics.access }, path: '/settings/rubric' },
    );
    await screen.findByText('Meets the criteria');
    // canAccess answers asynchronously: once the probe shows the answers, the screen has drawn them too
    await screen.findByText(readOnly('rubrics'));
    expect(screen.queryByRole('button', { name: /Add rubric|Edit|Remove/ })).toBeNull();
  });
});

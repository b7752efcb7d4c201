// What an analyst changes in a submission on the review screen: materials through the material modals
// (the kind's suffix in the path, Primary / Read in its entirety chosen as Yes / No and sent as true /
// false, the list read again after), only when the materials flag allows it; and a revision's
// exclusions, one toggle per changed property, with a comment.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Material } from '../../../core/contract/review.js';
import { BATCH, REVIEW, SUBMISSION, decisionsFor, renderReview, reviewModel, reviewServer } from './review-support.js';

vi.mock('../../../custom-screens/review/StatsCharts.js', () => ({ ComparisonChart: () => null, WeeksChart: () => null }));

afterEach(() => vi.unstubAllGlobals());

const FIRST_RENDER = { timeout: 20_000 };

const textbook: Material = {
  id: 70,
  courseMaterialId: 70,
  materialTypeId: 1,
  type: 'textbook',
  title: 'Oceanography',
  author: 'Garrison',
  publisher: null,
  edition: null,
  publicationDate: null,
  isbn: null,
  url: null,
  details: null,
  isPrimary: true,
  readInEntirety: false,
};

describe('materials on the review screen', () => {
  it('adds a website through the modal with the flags sent as booleans, and shows the list as stored', async () => {
    const website: Material = { ...textbook, id: 71, courseMaterialId: 71, materialTypeId: 6, type: 'website', title: 'NOAA Ocean Explorer', url: 'https://oceanexplorer.noaa.gov', isPrimary: false, readInEntirety: true };
    let materials = [textbook];
    const server = reviewServer(reviewModel({ materials: { courseMaterials: materials, isEditable: true } }), {
      [`GET /api/admin/review/${BATCH}/${REVIEW}`]: () => ({ body: reviewModel({ materials: { courseMaterials: materials, isEditable: true } }) }),
      [`POST /api/admin/review/${SUBMISSION}/materials/website`]: () => {
        materials = [textbook, website];
        return { body: website };
      },
    });
    const user = userEvent.setup();
    renderReview();
    await user.click(await screen.findByRole('button', { name: 'Add material' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Add course material' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind of material' }));
    await user.click(await screen.findByRole('option', { name: 'website' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Site name/ }), 'NOAA Ocean Explorer');
    // a website needs its address
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter the url.')).toBeInTheDocument();
    expect(server.find('POST', `/api/admin/review/${SUBMISSION}/materials/website`)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /URL/ }), 'https://oceanexplorer.noaa.gov');
    const readAll = within(dialog).getByRole('radiogroup', { name: 'Read in its entirety' });
    await user.click(within(readAll).getByRole('radio', { name: 'Yes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add course material' })).toBeNull());
    const [sent] = server.find('POST', `/api/admin/review/${SUBMISSION}/materials/website`);
    expect(sent.body).toEqual({ title: 'NOAA Ocean Explorer', publisher: null, url: 'https://oceanexplorer.noaa.gov', details: null, isPrimary: false, readInEntirety: true });
    expect(await screen.findByText('NOAA Ocean Explorer')).toBeInTheDocument();
  });

  it('edits a material with its id, and removes one after the confirmation', async () => {
    const server = reviewServer(reviewModel({ materials: { courseMaterials: [textbook], isEditable: true } }), {
      [`POST /api/admin/review/${SUBMISSION}/materials/textbook`]: (req) => ({ body: { ...textbook, ...(req.body as object) } }),
      [`DELETE /api/admin/review/${SUBMISSION}/materials/coursematerial/70`]: () => ({ status: 204 }),
    });
    const user = userEvent.setup();
    renderReview();
    await user.click(await screen.findByRole('button', { name: 'Edit Oceanography' }, FIRST_RENDER));
    const dialog = await screen.findByRole('dialog', { name: 'Edit course material' });
    expect(within(within(dialog).getByRole('radiogroup', { name: 'Primary material' })).getByRole('radio', { name: 'Yes' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Edition' }), '9th');
    await user.click(within(within(dialog).getByRole('radiogroup', { name: 'Primary material' })).getByRole('radio', { name: 'No' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.find('POST', `/api/admin/review/${SUBMISSION}/materials/textbook`)).toHaveLength(1));
    expect(server.find('POST', `/api/admin/review/${SUBMISSION}/materials/textbook`)[0].body).toMatchObject({ id: 70, title: 'Oceanography', edition: '9th', isPrimary: false, readInEntirety: false });

    await user.click(await screen.findByRole('button', { name: 'Remove Oceanography' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove course material?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(server.find('DELETE', `/api/admin/review/${SUBMISSION}/materials/coursematerial/70`)).toHaveLength(1));
  });

  it('offers no material edits when the flag does not allow them', async () => {
    reviewServer(reviewModel({ scenario: 'revisionMinor', submissionType: { submissionTypeId: 2, name: 'Revision' }, materials: { courseMaterials: [textbook], isEditable: false } }));
    renderReview();
    expect(await screen.findByText('Oceanography', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByText('This submission does not change its materials, so they cannot be edited here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add material' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Oceanography' })).toBeNull();
  });
});

describe('revision exclusions', () => {
  it('toggles an exclusion per changed property, sends it at once and its comment after the pause', async () => {
    const server = reviewServer(
      reviewModel({ scenario: 'revisionMinor', submissionType: { submissionTypeId: 2, name: 'Revision' }, modifications: { basic: ['title', 'isGrade9'], courseMaterial: { added: [], removed: [] } }, rubric: { rubricId: 13, value: 3 }, decisions: decisionsFor(3, 0) }),
      {
        [`POST /api/admin/review/${REVIEW}`]: (req) => ({
          body: { statements: [], exclusions: (req.body as { exclusions: unknown[] }).exclusions, decisions: { ...decisionsFor(3, 0), approved: { allowed: false, messages: ['Course cannot be approved because one or more properties are excluded from the revision'] } } },
        }),
      },
    );
    const user = userEvent.setup();
    renderReview();
    const region = within(await screen.findByRole('region', { name: 'Revision exclusions' }, FIRST_RENDER));
    expect(region.getAllByRole('switch').map((c) => c.closest('label')?.textContent)).toEqual(['Exclude Title from the revision', 'Exclude Grade 9 from the revision']);
    await user.click(region.getByRole('switch', { name: 'Exclude Title from the revision' }));
    await waitFor(() => expect(server.find('POST', `/api/admin/review/${REVIEW}`)).toHaveLength(1));
    expect(server.find('POST', `/api/admin/review/${REVIEW}`)[0].body).toEqual({ exclusions: [{ name: 'title', isExcluded: true, comment: null, excludedSuboptionIds: [] }] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled());

    fireEvent.change(region.getByRole('textbox', { name: 'Comment on Title' }), { target: { value: 'Title change reviewed separately.' } });
    expect(server.find('POST', `/api/admin/review/${REVIEW}`)).toHaveLength(1);
    await waitFor(() => expect(server.find('POST', `/api/admin/review/${REVIEW}`)).toHaveLength(2), { timeout: 5000 });
    expect(server.find('POST', `/api/admin/review/${REVIEW}`)[1].body).toEqual({ exclusions: [{ name: 'title', isExcluded: true, comment: 'Title change reviewed separately.', excludedSuboptionIds: [] }] });
  });
});

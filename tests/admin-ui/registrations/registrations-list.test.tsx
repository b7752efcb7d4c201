// /registrations/: the three tabs with their counts, 25 a page oldest submitted first, the tab and
// search in the address, and each row opening its screen (re-registration, second review, detail).
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegistrationsListScreen } from '../../../custom-screens/registrations/RegistrationsListScreen.js';
import type { RegistrationRow } from '../../../core/contract/registrations.js';
import { memoryDataProvider } from '../support/memory-data-provider.js';
import { fakeServer } from '../support/render-app.js';
import { renderScreen } from '../support/render-screen.js';

const row = (id: number, over: Partial<RegistrationRow> = {}): RegistrationRow => ({
  registrationId: id,
  institutionName: `School ${id}`,
  registrationTypeId: 1,
  registrationType: 'School',
  registrationStatusId: 1,
  registrationStatus: 'Submitted',
  cdsCode: null,
  countyName: 'Sacramento',
  submitterEmail: `a${id}@example.org`,
  submittedOn: '2026-09-15T17:00:00Z',
  decidedOn: null,
  reviewerName: null,
  recommendedActionId: null,
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

function serve() {
  return fakeServer({
    'POST /api/admin/registration/search': (req) => ({
      body: {
        total: 2,
        counts: { submitted: 12, second: 3, completed: 40 },
        result: (req.body as { tab?: string }).tab === 'second' ? [row(5, { registrationStatusId: 3, registrationStatus: 'Second review', recommendedActionId: 1, reviewerName: 'Rosa Ibarra' }), row(6, { registrationTypeId: 6, registrationType: 'Online publisher re-registration' })] : [row(1), row(2, { registrationTypeId: 6, registrationType: 'Online publisher re-registration' })],
      },
    }),
  });
}

const renderList = (abilities: string[], path = '/registrations') => renderScreen(<RegistrationsListScreen />, { dataProvider: memoryDataProvider({}), abilities, rules: {}, path });

describe('the registrations list', () => {
  it('asks for the submitted tab, 25 a page, oldest submitted first, and shows the counts on the tabs', async () => {
    const server = serve();
    renderList(['AdminReviewInstitutionRegistration']);
    expect(await screen.findByRole('tab', { name: 'Submitted registrations (12)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Pending 2nd review (3)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Completed (40)' })).toBeInTheDocument();
    expect(server.find('POST', '/api/admin/registration/search')[0].body).toEqual({ pagedDetails: { page: 1, pageSize: 25 }, query: '', queueType: 'main', tab: 'submitted', sorting: 'submittedOn asc' });
    const table = screen.getByRole('table', { name: 'Submitted registrations' });
    expect(within(table).getByRole('link', { name: 'School 1' })).toHaveAttribute('href', '/registration/1');
    expect(within(table).getByRole('link', { name: 'School 2' })).toHaveAttribute('href', '/registration/reregister/2');
  });

  it('opens the second review from the second tab only for those who may decide it', async () => {
    const server = serve();
    renderList(['AdminReviewInstitutionRegistration', 'AdminRegistrationSecondReview'], '/registrations?tab=second');
    const table = await screen.findByRole('table', { name: 'Pending 2nd review' });
    expect(within(table).getByRole('link', { name: 'School 5' })).toHaveAttribute('href', '/registration/review/5');
    expect(within(table).getByRole('link', { name: 'School 6' })).toHaveAttribute('href', '/registration/reregister/6');
    expect(within(table).getByText('Rosa Ibarra')).toBeInTheDocument();
    expect(server.find('POST', '/api/admin/registration/search')[0].body).toMatchObject({ queueType: 'second', tab: 'second' });
    cleanup();
    vi.unstubAllGlobals();

    serve();
    renderList(['AdminReviewInstitutionRegistration'], '/registrations?tab=second');
    const plain = await screen.findByRole('table', { name: 'Pending 2nd review' });
    expect(within(plain).getByRole('link', { name: 'School 5' })).toHaveAttribute('href', '/registration/5');
  });

  it('sorts by a column and searches, going back to the first page', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderList(['AdminReviewInstitutionRegistration'], '/registrations?page=2');
    await screen.findByRole('table', { name: 'Submitted registrations' });
    expect(server.find('POST', '/api/admin/registration/search')[0].body).toMatchObject({ pagedDetails: { page: 2, pageSize: 25 } });
    await user.click(screen.getByRole('button', { name: /^Institution/ }));
    await vi.waitFor(() => expect(server.find('POST', '/api/admin/registration/search').at(-1)!.body).toMatchObject({ sorting: 'institutionName asc', pagedDetails: { page: 1 } }));
    await user.type(screen.getByRole('searchbox', { name: /Search registrations/ }), 'Sierra');
    await vi.waitFor(() => expect(server.find('POST', '/api/admin/registration/search').at(-1)!.body).toMatchObject({ query: 'Sierra', sorting: 'institutionName asc' }));
  });
});

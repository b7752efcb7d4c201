// /registration/{id}: the sections the type shows, a section saved on its own call with the server's
// field errors on the fields and its message (or the spec's sentence for other failures), agreement
// letters counted, a school not added twice, approval blocked offering only Not approve with the
// reason, a decided registration read-only as review complete, and the delete confirmation's failure.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegistrationScreen } from '../../../custom-screens/registrations/RegistrationScreen.js';
import type { Registration } from '../../../core/contract/registrations.js';
import { memoryDataProvider } from '../support/memory-data-provider.js';
import { fakeServer, type FakeReply, type FakeRequest } from '../support/render-app.js';
import { renderScreen } from '../support/render-screen.js';
import { firstReview, registration } from './fixtures.js';

afterEach(() => vi.unstubAllGlobals());

function serve(r: Registration, extra: Record<string, (req: FakeRequest) => FakeReply> = {}) {
  return fakeServer({
    'GET /api/admin/registration/41': () => ({ body: r }),
    'GET /api/admin/registration/41/review': () => ({ body: firstReview({ approvalBlocked: r.approvalBlocked }) }),
    ...extra,
  });
}

const renderDetail = () =>
  renderScreen(
    <Routes>
      <Route path="/registration/:registrationId" element={<RegistrationScreen />} />
      <Route path="/registrations" element={<p>The list</p>} />
    </Routes>,
    { dataProvider: memoryDataProvider({}), abilities: ['AdminReviewInstitutionRegistration'], rules: {}, path: '/registration/41' },
  );

const card = (title: string) => screen.getByRole('heading', { name: title, level: 2 }).closest('section')!;

describe('the registration detail review', () => {
  it('shows the sections of its type, the letters of intent and the agreement letters', async () => {
    serve(registration());
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Sierra Vista Academy', level: 1 })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['General information', 'Contact information', 'Certification', 'Attachments', 'Program schools', 'Review']);
    expect(screen.getByText('Letters of intent: 1 of 2 expected')).toBeInTheDocument();
    expect(within(card('Contact information')).getByText('Course-list manager')).toBeInTheDocument();
    expect(within(card('Certification')).getAllByText('Checked')).toHaveLength(2);
  });

  it('saves a section on its own call and shows the server’s field error on the field, then the sentence for other failures', async () => {
    let reply: FakeReply = { status: 400, body: { message: 'The general information has problems.', modelState: { cdsCode: ['Enter the 14 digits of the CDS code.'] } } };
    const server = serve(registration(), { 'POST /api/admin/registration/41/generalinformation': () => reply });
    const user = userEvent.setup();
    renderDetail();
    await screen.findByRole('heading', { name: 'General information' });
    await user.click(screen.getByRole('button', { name: 'Edit general information' }));
    await user.type(screen.getByLabelText('CDS code (14 digits)'), '123');
    await user.click(screen.getByRole('button', { name: 'Save general information' }));
    expect(await within(card('General information')).findByRole('alert')).toHaveTextContent('The general information has problems.');
    expect(screen.getByText('Enter the 14 digits of the CDS code.')).toBeInTheDocument();
    expect(server.find('POST', '/api/admin/registration/41/generalinformation')[0].body).toMatchObject({ cdsCode: '123', districtId: 812 });
    expect(server.find('POST', '/api/admin/registration/41/generalinformation')[0].body).not.toHaveProperty('districtName');

    reply = { status: 500, body: { message: 'Internal Server Error' } };
    await user.click(screen.getByRole('button', { name: 'Save general information' }));
    expect(await screen.findByText('An error occurred while attempting to save your changes')).toBeInTheDocument();

    reply = { body: registration({ cdsCode: '34674390123456', generalInformation: { ...registration().generalInformation, cdsCode: '34674390123456' } }) };
    await user.clear(screen.getByLabelText('CDS code (14 digits)'));
    await user.type(screen.getByLabelText('CDS code (14 digits)'), '34674390123456');
    await user.click(screen.getByRole('button', { name: 'Save general information' }));
    expect(await within(card('General information')).findByText('34674390123456')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save general information' })).toBeNull();
  });

  it('counts the agreement letters as they are ticked and does not add a school twice', async () => {
    serve(registration(), {
      'GET /api/institution/search/school': () => ({ body: [{ institutionId: 7, name: 'Lincoln High', cdsCode: '34674390000001', streetCity: 'Sacramento' }] }),
    });
    const user = userEvent.setup();
    renderDetail();
    await screen.findByRole('heading', { name: 'Certification' });
    await user.click(screen.getByRole('button', { name: 'Edit certification' }));
    await user.click(screen.getByRole('checkbox', { name: 'Data sharing' }));
    expect(screen.getByText(/3 of 2 agreement letters checked — check exactly 2\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit program schools' }));
    await user.type(screen.getByLabelText('Add a school'), 'Lincoln');
    await user.click(await screen.findByRole('option', { name: 'Lincoln High (Sacramento)' }));
    expect(await screen.findByText('This school is already in the list.')).toBeInTheDocument();
    expect(within(card('Program schools')).getAllByText('Lincoln High')).toHaveLength(1);
  });

  it('offers only Not approve, with the rule’s reason, when approval is blocked; sends to 2nd review with the recommendation', async () => {
    const blocked = { blocked: true, messages: ["This school's district is 'Other': create the district before approving the registration"] };
    const server = serve(registration({ approvalBlocked: blocked }), { 'POST /api/admin/registration/review/0': () => ({ body: {} }) });
    const user = userEvent.setup();
    renderDetail();
    const review = await screen.findByRole('region', { name: 'Review' });
    expect(within(review).getByText(blocked.messages[0])).toBeInTheDocument();
    expect(within(review).queryByRole('radio', { name: 'Approve' })).toBeNull();
    await user.click(within(review).getByRole('radio', { name: 'Not approve' }));
    await user.type(within(review).getByLabelText('Decision comment'), 'Create the district first.');
    await user.click(within(review).getByRole('button', { name: 'Send to 2nd review' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(server.find('POST', '/api/admin/registration/review/0')[0].body).toEqual({ registrationId: 41, action: 'secondreview', recommendedActionId: 2, decisionComment: 'Create the district first.', internalComment: '' });
  });

  it('is read-only and says the review is complete once decided', async () => {
    serve(registration({ registrationStatusId: 6, registrationStatus: 'Not approved', isEditable: false, isReviewComplete: true, decidedOn: '2026-10-01T16:00:00Z' }));
    renderDetail();
    expect(await screen.findByText(/Review complete: not approved/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send to 2nd review' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Resend notification' })).toBeInTheDocument();
  });

  it('confirms a delete and shows the spec’s message when it fails', async () => {
    serve(registration(), { 'POST /api/admin/registration/41/delete': () => ({ status: 500, body: { message: 'Internal Server Error' } }) });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this registration?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred while trying to delete this registration.');
  });
});

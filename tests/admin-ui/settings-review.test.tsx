// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { SETTINGS_ACCESS } from '../../resources/_access.js';
import { ReviewSettingsScreen } from '../../custom-screens/settings-review/ReviewSettingsScreen.js';
import { memoryDataProvider, type MemoryDataProvider } from './support/memory-data-provider.js';
import { renderScreen, stubFetch } from './support/render-screen.js';

let dataProvider: MemoryDataProvider;

function renderSettings(abilities = ['AdminManageSettings']) {
  return renderScreen(<ReviewSettingsScreen />, {
    dataProvider,
    abilities,
    rules: { 'review-settings': SETTINGS_ACCESS },
    path: '/settings/review',
  });
}

beforeEach(() => {
  dataProvider = memoryDataProvider({ 'review-settings': [{ id: 1, minApprovalValue: 2, takeNextCourseCount: 10, expressReviewEnabled: false }] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/settings/review', () => {
  it('explains the minimum approval value and saves through update on id 1', async () => {
    const user = userEvent.setup();
    renderSettings();
    const min = await screen.findByLabelText(/Minimum approval value/);
    expect(screen.getByText(/approved only when its rubric value is at least this number/)).toBeInTheDocument();
    await user.clear(min);
    await user.type(min, '3');
    await user.click(screen.getByLabelText('Express review'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(dataProvider.callsOf('update', 'review-settings')).toHaveLength(1));
    expect(dataProvider.callsOf('update', 'review-settings')[0].params).toMatchObject({
      id: 1,
      data: { minApprovalValue: 3, takeNextCourseCount: 10, expressReviewEnabled: true },
    });
    expect(await screen.findByText('Review settings saved')).toBeInTheDocument();
  });

  it('refuses a value outside 0–5 before sending', async () => {
    const user = userEvent.setup();
    renderSettings();
    const min = await screen.findByLabelText(/Minimum approval value/);
    await user.clear(min);
    await user.type(min, '6');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/Must be 5 or less/i)).toBeInTheDocument();
    expect(dataProvider.callsOf('update')).toHaveLength(0);
  });

  it('shows the server’s field error on the field', async () => {
    // the raw server answer { message, modelState } as the shell's httpClient turns it into form errors
    dataProvider.update = async () => {
      throw new HttpError('Please correct the highlighted fields.', 400, {
        message: 'Please correct the highlighted fields.',
        modelState: { takeNextCourseCount: ['Must be at most 25 while express review is on.'] },
        errors: { takeNextCourseCount: 'Must be at most 25 while express review is on.', root: { serverError: 'Please correct the highlighted fields.' } },
      });
    };
    const user = userEvent.setup();
    renderSettings();
    const count = await screen.findByLabelText(/Take-next course count/);
    await user.clear(count);
    await user.type(count, '40');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Must be at most 25 while express review is on.')).toBeInTheDocument();
    expect(count).toHaveAttribute('aria-invalid', 'true');
  });

  it('accepts the raw modelState shape as well', async () => {
    dataProvider.update = async () => {
      throw new HttpError('Invalid', 400, { message: 'Invalid', modelState: { minApprovalValue: ['Must be at most 5.'] } });
    };
    const user = userEvent.setup();
    renderSettings();
    const min = await screen.findByLabelText(/Minimum approval value/);
    await user.clear(min);
    await user.type(min, '4');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Must be at most 5.')).toBeInTheDocument();
  });

  it('shows the settings read-only without the settings manager ability', async () => {
    renderSettings(['AdminReview']);
    await screen.findByLabelText(/Minimum approval value/);
    await waitFor(() => expect(screen.getByText(/You can read these settings/)).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });

  it('names the page before the area and opens the audit history of the settings row', async () => {
    const { calls, fetchMock } = stubFetch(() => ({
      entries: [{ id: 3, auditType: 'U', userName: 'admin', createdAt: '2025-02-03T15:04:00Z', changes: [{ field: 'minApprovalValue', oldValue: 2, newValue: 3 }] }],
    }));
    vi.stubGlobal('fetch', fetchMock);
    renderSettings(['AdminReview']);
    await screen.findByLabelText(/Minimum approval value/);
    await waitFor(() => expect(document.title).toBe('Review settings · Site Settings | A–G Course Admin'));
    screen.getByRole('button', { name: 'Audit history' }).click();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Minimum approval value')).toBeInTheDocument();
    expect(calls[0].url).toBe('/api/admin/audit/review-settings/1');
  });
});

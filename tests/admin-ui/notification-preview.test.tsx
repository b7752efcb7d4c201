// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { CONTENT_ACCESS } from '../../resources/_access.js';
import notificationTemplateScreens from '../../custom-screens/_overrides/notification-templates/screens.js';
import { createEditScreen } from '../../admin-ui/builder/edit.js';
import { indexModel } from '../../admin-ui/builder/model-index.js';
import notificationTemplates from '../../resources/notification-templates.js';
import { renderNotificationTemplate, type NotificationTemplateText } from '../../server/content/render-template.js';
import { SAMPLE_COURSES, SAMPLE_VALUES } from '../../core/content/placeholders.js';
import { memoryDataProvider } from './support/memory-data-provider.js';
import { renderScreen, stubFetch } from './support/render-screen.js';

const TEMPLATE = {
  id: 7,
  key: 'courses-approved',
  title: 'Courses approved',
  messageTitleTemplate: 'Courses approved for {{institutionName}}',
  messageTemplate: '<p>Dear {{firstName}},</p><ul>{{#courses}}{{/courses}}</ul>',
  collectionTemplate: '<li>{{courseTitle}}</li>',
};

/** The preview route, answered by the real renderer with the server's sample values. */
function previewServer() {
  return stubFetch((url, init) => {
    if (url !== '/api/notification/preview') throw new Error(`unexpected call ${url}`);
    const { title, html } = renderNotificationTemplate(JSON.parse(String(init.body)) as NotificationTemplateText, { values: SAMPLE_VALUES, courses: SAMPLE_COURSES });
    return { title, html };
  });
}

let server: ReturnType<typeof previewServer>;

// the generated edit screen with the resource's override, as the screen builder makes it
const NotificationTemplateEdit = createEditScreen(notificationTemplates, { model: indexModel([notificationTemplates]), overrides: notificationTemplateScreens });

function renderEditor() {
  return renderScreen(
    <Routes>
      <Route path="/notification-templates/:id" element={<NotificationTemplateEdit />} />
    </Routes>,
    {
      dataProvider: memoryDataProvider({ 'notification-templates': [TEMPLATE] }),
      abilities: ['AdminManageContent'],
      rules: { 'notification-templates': { ...CONTENT_ACCESS, create: false, delete: false } },
      path: '/notification-templates/7',
    },
  );
}

beforeEach(() => {
  server = previewServer();
  vi.stubGlobal('fetch', server.fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('notification template editor', () => {
  it('previews the template with the placeholders filled in', async () => {
    renderEditor();
    // the first render of the rich-text editor is slow in jsdom, and slower on a busy machine (a bound, not a wait)
    await waitFor(() => expect(screen.getByTestId('preview-title')).toHaveTextContent('Courses approved for Las Plumas High'), { timeout: 15_000 });
    const html = screen.getByTestId('preview-html');
    expect(html).toHaveTextContent('Dear Maria,');
    expect(html.querySelectorAll('li')).toHaveLength(SAMPLE_COURSES.length);
    expect(html).toHaveTextContent('English 9 Honors');
    expect(JSON.parse(String(server.calls.at(-1)!.init.body))).toEqual({
      messageTitleTemplate: TEMPLATE.messageTitleTemplate,
      messageTemplate: TEMPLATE.messageTemplate,
      collectionTemplate: TEMPLATE.collectionTemplate,
    });
  });

  it('inserts a clicked placeholder into the focused field and refreshes the preview', async () => {
    const user = userEvent.setup();
    renderEditor();
    const subject = await screen.findByLabelText(/Subject/);
    await waitFor(() => expect(subject).toHaveValue(TEMPLATE.messageTitleTemplate));
    await user.click(subject);
    await user.keyboard('{End} by ');
    await user.click(screen.getByText('{{deadline}}'));
    await waitFor(() => expect(subject).toHaveValue('Courses approved for {{institutionName}} by {{deadline}}'));
    await waitFor(() => expect(screen.getByTestId('preview-title')).toHaveTextContent('Courses approved for Las Plumas High by March 15, 2026'));
  });

  it('copies a placeholder when no field was focused', async () => {
    const user = userEvent.setup();
    renderEditor();
    await screen.findByTestId('preview-title');
    await user.click(screen.getByText('{{programName}}'));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe('{{programName}}'));
  });
});

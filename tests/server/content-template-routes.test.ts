// The content routes around templates: feedback template by statement type, the notification preview,
// PUT /api/notification through the unit of work (audited), and tag removal with removeReferences.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../support/server-harness.js';
import { runAs } from '../../server/audit/context.js';

let h: Harness;
let editor: string;
let analyst: string;
let settings: string;

beforeAll(async () => {
  h = await startHarness();
  editor = await h.userWith(['AdminManageContent', 'AdminViewAudit'], 'content-editor');
  analyst = await h.userWith(['AdminReview'], 'content-reader');
  settings = await h.userWith(['AdminManageSettings'], 'tag-keeper');
  const em = h.db.orm.em.fork();
  await runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
    em.create('NotificationTemplate', {
      id: 31,
      key: 'courses-approved',
      title: 'Courses approved',
      messageTitleTemplate: 'Approved for {{institutionName}}',
      messageTemplate: '<p>Dear {{firstName}}</p>',
    });
    await em.flush();
  });
}, 60_000);
afterAll(() => h?.close());

describe('feedback templates by statement type', () => {
  it('creates, then updates by reviewStatementTypeId, sanitizing the rich text', async () => {
    const created = await h.call('POST', '/api/contentmanagement/feedback/template', { reviewStatementTypeId: 1, template: '<p>Please revise.</p><script>x()</script>' }, editor);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ id: 1, reviewStatementTypeId: 1, template: '<p>Please revise.</p>' });

    const updated = await h.call('POST', '/api/contentmanagement/feedback/template', { reviewStatementTypeId: 1, template: '<p>Revise and resubmit.</p>' }, editor);
    expect(updated.body).toMatchObject({ id: 1, template: '<p>Revise and resubmit.</p>' });

    const read = await h.call('GET', '/api/contentmanagement/feedback/template/1', undefined, analyst);
    expect(read.status).toBe(200);
    expect(read.body.template).toBe('<p>Revise and resubmit.</p>');
  });

  it('refuses an unknown type, a missing template and readers', async () => {
    const bad = await h.call('POST', '/api/contentmanagement/feedback/template', { reviewStatementTypeId: 9, template: '' }, editor);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.modelState).sort()).toEqual(['reviewStatementTypeId', 'template']);
    expect((await h.call('GET', '/api/contentmanagement/feedback/template/2', undefined, editor)).status).toBe(404);
    expect((await h.call('GET', '/api/contentmanagement/feedback/template/9', undefined, editor)).status).toBe(404);
    expect((await h.call('POST', '/api/contentmanagement/feedback/template', { reviewStatementTypeId: 2, template: '<p>x</p>' }, analyst)).status).toBe(403);
  });
});

describe('notification templates', () => {
  it('previews unsaved text with sample values, leaving unknown placeholders visible', async () => {
    const res = await h.call(
      'POST',
      '/api/notification/preview',
      { messageTitleTemplate: 'For {{institutionName}}', messageTemplate: '<p>{{firstName}} {{frstName}}</p><ul>{{#courses}}{{/courses}}</ul>', collectionTemplate: '<li>{{courseTitle}}</li>' },
      analyst,
    );
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('For Las Plumas High');
    expect(res.body.html).toMatch(/^<p>Maria \{\{frstName\}\}<\/p><ul><li>English 9 Honors<\/li>/);
  });

  it('updates by notificationId through the ORM and records the change in the audit trail', async () => {
    const res = await h.call('PUT', '/api/notification', { notificationId: 31, key: 'ignored', messageTitleTemplate: 'Approved: {{courseTitle}}', messageTemplate: '<p onclick="x()">Hi</p>' }, editor);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 31, notificationId: 31, key: 'courses-approved', messageTitleTemplate: 'Approved: {{courseTitle}}', messageTemplate: '<p>Hi</p>' });
    const shown = await h.call('GET', '/api/notification/31', undefined, editor);
    expect(shown.body.messageTitleTemplate).toBe('Approved: {{courseTitle}}');
    const audit = await h.call('GET', '/api/admin/audit/notification-templates/31', undefined, editor);
    expect(audit.body.entries[0]).toMatchObject({ auditType: 'U', userName: 'content-editor' });
  });

  it('refuses a missing id, an unknown template, invalid values and readers', async () => {
    expect((await h.call('PUT', '/api/notification', { title: 'x' }, editor)).body.modelState).toHaveProperty('notificationId');
    expect((await h.call('PUT', '/api/notification', { notificationId: 999, title: 'x' }, editor)).status).toBe(404);
    const blank = await h.call('PUT', '/api/notification', { notificationId: 31, title: '' }, editor);
    expect(blank.status).toBe(400);
    expect(blank.body.modelState).toHaveProperty('title');
    expect((await h.call('PUT', '/api/notification', { notificationId: 31, title: 'x' }, analyst)).status).toBe(403);
  });
});

describe('tag removal through the spec route', () => {
  it('soft-deletes and passes removeReferences through', async () => {
    const tag = await h.call('POST', '/api/rest/tags', { name: 'Spec route tag' }, settings);
    const res = await h.call('DELETE', `/api/admin/tag/${tag.body.id}?removeReferences=true`, undefined, settings);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: tag.body.id, isDeleted: true });
  });
});

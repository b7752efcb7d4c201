import { describe, expect, it } from 'vitest';
import { renderNotificationTemplate } from '../../server/content/render-template.js';
import { SAMPLE_COURSES, SAMPLE_VALUES } from '../../core/content/placeholders.js';

const values = { firstName: 'Maria', institutionName: 'Las Plumas High', deadline: 'March 15, 2026' };

describe('renderNotificationTemplate', () => {
  it('fills known placeholders in the title and the message', () => {
    const out = renderNotificationTemplate(
      { messageTitleTemplate: 'Action needed for {{institutionName}}', messageTemplate: '<p>Dear {{firstName}}, reply by {{ deadline }}.</p>' },
      { values },
    );
    expect(out.title).toBe('Action needed for Las Plumas High');
    expect(out.html).toBe('<p>Dear Maria, reply by March 15, 2026.</p>');
  });

  it('leaves unknown or empty placeholders visible as written', () => {
    const out = renderNotificationTemplate(
      { messageTitleTemplate: 'Hi {{frstName}}', messageTemplate: '<p>{{frstName}} {{lastName}}</p>' },
      { values: { ...values, lastName: null } },
    );
    expect(out.title).toBe('Hi {{frstName}}');
    expect(out.html).toBe('<p>{{frstName}} {{lastName}}</p>');
  });

  it('escapes values in the message but keeps the title as plain text', () => {
    const out = renderNotificationTemplate(
      { messageTitleTemplate: 'For {{institutionName}}', messageTemplate: '<p>{{institutionName}}</p>' },
      { values: { institutionName: 'A & B <script>alert(1)</script>' } },
    );
    expect(out.html).toBe('<p>A &amp; B &lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(out.title).toBe('For A & B <script>alert(1)</script>');
  });

  it('sanitizes markup written in the template itself', () => {
    const out = renderNotificationTemplate({ messageTemplate: '<p onclick="x()">Hi</p><script>alert(1)</script><img src="javascript:x">' }, { values });
    expect(out.html).not.toMatch(/script|onclick|javascript/);
    expect(out.html).toContain('<p>Hi</p>');
  });

  it('does not read a value as a placeholder', () => {
    const out = renderNotificationTemplate({ messageTemplate: '<p>{{firstName}}</p>' }, { values: { firstName: '{{deadline}}', deadline: 'x' } });
    expect(out.html).toBe('<p>{{deadline}}</p>');
  });

  it('repeats the courses block per course, course values first and the others from the message', () => {
    const out = renderNotificationTemplate(
      { messageTemplate: '<ul>{{#courses}}<li>{{courseTitle}} at {{institutionName}}</li>{{/courses}}</ul>' },
      { values: { ...values, courseTitle: 'ignored inside the block' }, courses: [{ courseTitle: 'English 9' }, { courseTitle: 'Chemistry' }] },
    );
    expect(out.html).toBe('<ul><li>English 9 at Las Plumas High</li><li>Chemistry at Las Plumas High</li></ul>');
  });

  it('uses the collection template where the courses block is empty, and renders the collection alone', () => {
    const out = renderNotificationTemplate(
      { messageTemplate: '<p>Courses:</p><ul>{{#courses}}{{/courses}}</ul>', collectionTemplate: '<li>{{courseTitle}}</li>' },
      { values, courses: [{ courseTitle: 'English 9' }, { courseTitle: 'Art & Design' }] },
    );
    expect(out.html).toBe('<p>Courses:</p><ul><li>English 9</li><li>Art &amp; Design</li></ul>');
    expect(out.collection).toBe('<li>English 9</li><li>Art &amp; Design</li>');
  });

  it('unwraps a block the rich-text editor put into a list item or a paragraph of its own', () => {
    const courses = [{ courseTitle: 'English 9' }, { courseTitle: 'Chemistry' }];
    const collectionTemplate = '<li>{{courseTitle}}</li>';
    const inList = renderNotificationTemplate({ messageTemplate: '<ul><li><p>{{#courses}}{{/courses}}</p></li></ul>', collectionTemplate }, { values, courses });
    expect(inList.html).toBe('<ul><li>English 9</li><li>Chemistry</li></ul>');
    const alone = renderNotificationTemplate({ messageTemplate: '<p>Hi</p><p>{{#courses}}<p>{{courseTitle}}</p>{{/courses}}</p>' }, { values, courses });
    expect(alone.html).toBe('<p>Hi</p><p>English 9</p><p>Chemistry</p>');
    const inline = renderNotificationTemplate({ messageTemplate: '<p>Courses: {{#courses}}{{courseTitle}} {{/courses}}</p>' }, { values, courses });
    expect(inline.html).toBe('<p>Courses: English 9 Chemistry </p>');
  });

  it('renders nothing for the block without courses and copes with missing templates', () => {
    expect(renderNotificationTemplate({ messageTemplate: '<p>A{{#courses}}<b>x</b>{{/courses}}B</p>' }, { values }).html).toBe('<p>AB</p>');
    expect(renderNotificationTemplate({}, { values })).toEqual({ title: '', html: '', collection: '' });
  });

  it('renders every known placeholder with the sample values', () => {
    const message = Object.keys(SAMPLE_VALUES).map((n) => `{{${n}}}`).join(' ');
    const out = renderNotificationTemplate({ messageTemplate: `<p>${message}</p>` }, { values: SAMPLE_VALUES, courses: SAMPLE_COURSES });
    expect(out.html).not.toContain('{{');
  });
});

// Renders a notification template: {{name}} placeholders and a {{#courses}}…{{/courses}} block.
// A placeholder without a value stays visible as written so editors notice typos; values are
// HTML-escaped in the message and the result is sanitized like any stored rich text.
import { sanitizeRichText } from '../crud/sanitize.js';

export interface NotificationTemplateText {
  messageTitleTemplate?: string | null;
  messageTemplate?: string | null;
  /** the per-course fragment, used where the courses block of the message is empty */
  collectionTemplate?: string | null;
}

export type PlaceholderValues = Readonly<Record<string, string | number | null | undefined>>;

export interface RenderValues {
  values: PlaceholderValues;
  /** one entry per course; inside the courses block its values win over `values` */
  courses?: readonly PlaceholderValues[];
}

export interface RenderedNotification {
  /** plain text (a mail subject): values are inserted as they are */
  title: string;
  html: string;
  /** the collection template rendered for every course */
  collection: string;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z]\w*)\s*\}\}/g;
// One pass over blocks and placeholders, so text inserted from a value is never read as a placeholder.
const BLOCK_OR_PLACEHOLDER = /\{\{\s*#courses\s*\}\}([\s\S]*?)\{\{\s*\/courses\s*\}\}|\{\{\s*([A-Za-z]\w*)\s*\}\}/g;

// The rich-text editor cannot keep a bare block inside <ul>: it saves <ul><li><p>{{#courses}}…</p></li></ul>.
// A block that is the whole content of its list item or paragraph stands for the list items themselves.
const WRAPPED_BLOCK = /<li>\s*<p>\s*(\{\{\s*#courses\s*\}\}[\s\S]*?\{\{\s*\/courses\s*\}\})\s*<\/p>\s*<\/li>|<p>\s*(\{\{\s*#courses\s*\}\}[\s\S]*?\{\{\s*\/courses\s*\}\})\s*<\/p>/g;
const unwrapBlock = (html: string) => html.replace(WRAPPED_BLOCK, (_m, inItem?: string, inParagraph?: string) => inItem ?? inParagraph ?? '');

const identity = (s: string) => s;

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function valueOf(values: PlaceholderValues, name: string): string | undefined {
  if (!Object.hasOwn(values, name)) return undefined;
  const v = values[name];
  return v === null || v === undefined ? undefined : String(v);
}

function fill(template: string, values: PlaceholderValues, encode: (s: string) => string): string {
  return template.replace(PLACEHOLDER, (token, name: string) => {
    const v = valueOf(values, name);
    return v === undefined ? token : encode(v);
  });
}

function repeatPerCourse(fragment: string, input: RenderValues): string {
  return (input.courses ?? []).map((course) => fill(fragment, { ...input.values, ...course }, escapeHtml)).join('');
}

export function renderNotificationTemplate(template: NotificationTemplateText, input: RenderValues): RenderedNotification {
  const collectionTemplate = template.collectionTemplate ?? '';
  const message = unwrapBlock(template.messageTemplate ?? '').replace(BLOCK_OR_PLACEHOLDER, (token, blockBody: string | undefined, name: string | undefined) => {
    if (blockBody !== undefined) return repeatPerCourse(blockBody.trim() ? blockBody : collectionTemplate, input);
    const v = valueOf(input.values, name!);
    return v === undefined ? token : escapeHtml(v);
  });
  return {
    title: fill(template.messageTitleTemplate ?? '', input.values, identity),
    html: sanitizeRichText(message),
    collection: sanitizeRichText(repeatPerCourse(collectionTemplate, input)),
  };
}

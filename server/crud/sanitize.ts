// Rich text is stored only after sanitizing: the tags an editor produces, nothing that runs.
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'u', 's'],
  allowedAttributes: { a: ['href', 'name', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], '*': ['class', 'style'] },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
};

export const sanitizeRichText = (html: string) => sanitizeHtml(html, options);

// A letter template (rich text from the content screens, with {{name}} placeholders) as the person
// reads it: its paragraphs kept, each placeholder filled with its value, or shown as a chip naming it
// where no value exists (a preview, or a value only the sending knows, like the recipient's name).
// The markup is read with DOMParser and rebuilt as React elements of the text's structure
// (paragraphs, lists, line breaks, bold, italic, underline), never injected as HTML.
import { Box, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { NOTIFICATION_PLACEHOLDERS } from '../../core/content/placeholders.js';

export type LetterValues = Readonly<Record<string, string | null | undefined>>;

const PLACEHOLDER = /\{\{\s*([A-Za-z]\w*)\s*\}\}/g;

/** "Recipient name" for recipientName: the content screens' label, else the name in words. */
export function placeholderLabel(name: string): string {
  const known = NOTIFICATION_PLACEHOLDERS.find((p) => p.name === name)?.label;
  if (known) return known;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function PlaceholderChip({ name }: { name: string }) {
  return <Chip component="span" size="small" variant="outlined" label={placeholderLabel(name)} sx={{ height: 'auto', verticalAlign: 'baseline', '& .MuiChip-label': { py: 0.125 } }} />;
}

function textParts(text: string, values: LetterValues, key: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    const value = values[match[1]];
    parts.push(value != null && value !== '' ? value : <PlaceholderChip key={`${key}-${match.index}`} name={match[1]} />);
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

function rebuild(node: Node, values: LetterValues, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return textParts(node.textContent ?? '', values, key);
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const children = Array.from(node.childNodes).map((child, i) => rebuild(child, values, `${key}.${i}`));
  switch ((node as Element).tagName.toLowerCase()) {
    case 'p':
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return (
        <Typography key={key} component="p" variant="body2" sx={{ my: 0.75, overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      );
    case 'strong':
    case 'b':
      return <strong key={key}>{children}</strong>;
    case 'em':
    case 'i':
      return <em key={key}>{children}</em>;
    case 'u':
      return <u key={key}>{children}</u>;
    case 'script':
    case 'style':
    case 'template':
    case 'noscript':
      // not words of the letter
      return null;
    case 'br':
      return <br key={key} />;
    case 'ul':
    case 'ol':
      return (
        <Box key={key} component={(node as Element).tagName.toLowerCase() as 'ul' | 'ol'} sx={{ my: 0.75, pl: 3 }}>
          {children}
        </Box>
      );
    case 'li':
      return (
        <Typography key={key} component="li" variant="body2">
          {children}
        </Typography>
      );
    default:
      // a link, a span, a div: its words count, not its markup
      return <span key={key}>{children}</span>;
  }
}

/** The template's text, placeholders filled from `values` or named by a chip. */
export function LetterTemplate({ html, values = {} }: { html: string; values?: LetterValues }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <>{Array.from(body.childNodes).map((node, i) => rebuild(node, values, String(i)))}</>;
}

// The plain-text part of a notification mail, from its template's HTML: paragraphs and list items
// on their own lines, entities decoded. Mail clients that show text only read this.
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h\d)>/gi, '\n\n')
    .replace(/<li>/gi, '- ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n-\s*\n\n/g, '\n') // an item's paragraph break inside a list
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

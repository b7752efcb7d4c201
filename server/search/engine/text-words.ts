// How text is cut into words, for the index and for queries alike: accents dropped, lower case,
// split on everything that is not a letter or a digit. A query word matches a document when one
// of the document's words starts with it (prefix search).

export function textWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

/** The order used for sorting by text (titles, record numbers, institution names): case-insensitive, then exact. */
export function compareText(a: string, b: string): number {
  const la = a.toLowerCase();
  const lb = b.toLowerCase();
  if (la !== lb) return la < lb ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}

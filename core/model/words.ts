// Whether words people read hold code instead: a code name (camelCase, PascalCase of three parts or
// more, snake_case, kebab-case of three parts or more, or one of the product's own names given), a
// file path of the code base, or a reference to the spec. The start-up checks refuse such a label or
// help text (MODEL022, RULE001–RULE004). Pure: the screens may import it.

const CODE_NAME = /^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+$|^[a-z]+[A-Z]\w*$/;

/** A whole label that is a code name ("approve-needs-no-feedback", "rubricValue", "course_form"). */
export const looksLikeCode = (label: string): boolean => CODE_NAME.test(label.trim());

/** Hyphenated English of three words or more joins them with short words ("up-to-date", "out-of-state"). */
const JOINING = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to']);

const IN_TEXT: [string, RegExp, ((word: string, names: ReadonlySet<string>) => boolean)?][] = [
  ['a code name', /(?<![\w@./-])[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*(?![\w@/-])/g],
  ['a code name', /(?<![\w@./-])[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+){2,}(?![\w@/-])/g],
  ['a code name', /(?<![\w@./-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w@/-])/g],
  ['a code name', /(?<![\w@./-])[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?![\w@/-]|\.\w)/g, (w, names) => names.has(w) || (w.split('-').length >= 3 && !w.split('-').slice(1, -1).every((p) => JOINING.has(p)))],
  ['a file path', /(?<![\w.-])(?:(?:docs|server|admin-ui|custom-screens|resources|rules|seeds|tests)\/[\w./-]*|[\w-]+(?:\/[\w-]+)*\.(?:md|tsx?|jsx?))(?![\w/-])/g],
  ['a reference to the spec', /\bspecs?\b|§/gi],
];

/** The first piece of code in a text people read, described ("a code name \"rubricValue\""), or undefined. */
export function codeInText(text: string, names: ReadonlySet<string> = new Set()): string | undefined {
  for (const [what, pattern, counts] of IN_TEXT)
    for (const match of text.matchAll(pattern)) if (!counts || counts(match[0], names)) return `${what} "${match[0]}"`;
  return undefined;
}

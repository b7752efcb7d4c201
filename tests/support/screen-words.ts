// Words a person should never read on a screen (issue 20 §4): a code name (kebab-case, camelCase,
// PascalCase or snake_case), a record named only by "#id", the word "spec" or a "§", a file path of the
// code base, a negative id used as a name ("Section -1"). Pure: the browser words test
// (tests/e2e/every-screen.test.ts) runs it on each screen's text.

export type LeakKind = 'kebab-case' | 'camelCase' | 'PascalCase' | 'snake_case' | '#id' | 'spec' | 'file path' | 'negative id';

export interface Leak {
  kind: LeakKind;
  /** the offending word as it stands on the screen */
  word: string;
  /** the words around it, to find it on the screen */
  context: string;
}

export interface WordRules {
  /** the product's own code names (resource, rule, fact, rule set names …): a two-word kebab name among them is a leak */
  identifiers: ReadonlySet<string>;
  /** words people typed as data (a content block's key): never a leak where they stand as data */
  typed?: ReadonlySet<string>;
  /** a template's own screen: its {{placeholders}} are the template language people type, not a leak */
  placeholders?: boolean;
}

/** What people type and data hold, taken out before looking: e-mail addresses and web addresses. */
const TYPED = [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, /\bhttps?:\/\/\S+/g, /\bwww\.[\w-]+(?:\.[\w-]+)+\S*/g];

/** A template's placeholder: {{recipientName}}, {{#courses}}, {{/courses}}. */
const PLACEHOLDER = /\{\{[#/^]?\s*[\w.]+\s*\}\}/g;

/**
 * Hyphenated English of three words or more ("up-to-date", "out-of-state", "face-to-face"): the
 * middle words are short function words. A code name joins content words ("approve-needs-no-feedback").
 */
const JOINING_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to']);
const isEnglishCompound = (word: string) => {
  const parts = word.split('-');
  return parts.slice(1, -1).every((p) => JOINING_WORDS.has(p));
};

/** Words with a capital inside that are names people write, not code ("iPad", "eBook", "McDonald"). */
const WRITTEN_NAMES = new Set(['iPad', 'iPhone', 'iOS', 'eBook', 'eBooks', 'eLearning', 'macOS', 'JavaScript', 'YouTube', 'LinkedIn', 'PowerPoint', 'PowerSchool', 'GitHub']);

const PATTERNS: [LeakKind, RegExp, ((word: string, rules: WordRules) => boolean)?][] = [
  // lower-case words joined by hyphens, not part of a longer path or file name
  ['kebab-case', /(?<![\w@./\\:-])[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?![\w@/\\-]|\.\w)/g, (w, r) => r.identifiers.has(w) || (w.split('-').length >= 3 && !isEnglishCompound(w))],
  ['camelCase', /(?<![\w@./\\-])[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*(?![\w@/\\-])/g, (w) => !WRITTEN_NAMES.has(w)],
  // three capitalised parts run together ("AdminManageRules"); two ("McDonald", "LaVerne") are names
  ['PascalCase', /(?<![\w@./\\-])[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+){2,}(?![\w@/\\-])/g, (w) => !WRITTEN_NAMES.has(w)],
  ['snake_case', /(?<![\w@./\\-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w@/\\-])/g],
  // "#177" in "Submission review #177": a record named by its number
  ['#id', /#\d+\b/g],
  // "SPEC" in capitals is a code of the data (Special Education School)
  ['spec', /\b[Ss]pecs?\b|§/g],
  // a path of the code base, or a file of it ("docs/impersonation.md", "server/rules/engine.ts")
  ['file path', /(?<![\w.-])(?:(?:docs|server|admin-ui|custom-screens|resources|rules|seeds|tests|bench|node_modules)\/[\w./-]*|[\w-]+(?:\/[\w-]+)*\.(?:md|tsx?|jsx?|mjs|cjs))(?![\w/-])/g],
  // "Section -1": a negative number standing as the name of a thing
  ['negative id', /\b[A-Za-z]+ -\d+\b/g],
];

/** The leaks in a screen's text, each once per word and kind. */
export function findLeaks(text: string, rules: WordRules): Leak[] {
  let readable = text;
  for (const typed of [...TYPED, ...(rules.placeholders ? [PLACEHOLDER] : [])]) readable = readable.replace(typed, (m) => ' '.repeat(m.length));
  const found = new Map<string, Leak>();
  for (const [kind, pattern, isLeak] of PATTERNS) {
    for (const match of readable.matchAll(pattern)) {
      const word = match[0];
      if ((isLeak && !isLeak(word, rules)) || rules.typed?.has(word)) continue;
      const key = `${kind} ${word}`;
      if (found.has(key)) continue;
      const start = Math.max(0, match.index - 50);
      found.set(key, { kind, word, context: readable.slice(start, match.index + word.length + 50).replace(/\s+/g, ' ').trim() });
    }
  }
  return [...found.values()];
}

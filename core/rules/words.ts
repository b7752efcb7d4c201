// The rules' words as the screens show them: a rule's label (its own, else words made from its name
// for a version saved before rules had labels) and the operators'. Pure: the screens import it.

/** "approve-needs-no-feedback" → "Approve needs no feedback". */
const nameInWords = (name: string) => {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** What the screens call a rule: its label, else its name in words. */
export const ruleLabel = (rule: { name: string; label?: string }): string => (rule.label?.trim() ? rule.label.trim() : nameInWords(String(rule.name ?? '')));

/** An operator in a sentence: "Rubric value is at least 3" (a completed review's explanation). */
export const OPERATOR_WORDS: Readonly<Record<string, string>> = {
  equal: 'equals',
  notEqual: 'does not equal',
  lessThan: 'is less than',
  lessThanInclusive: 'is at most',
  greaterThan: 'is greater than',
  greaterThanInclusive: 'is at least',
  in: 'is one of',
  notIn: 'is none of',
  contains: 'contains',
  doesNotContain: 'does not contain',
  isBlank: 'is blank',
  containsAny: 'contains any of',
};

/** An operator as the rule editor offers it (its vocabulary call): isBlank says its value is true or false. */
export const OPERATOR_LABELS: Readonly<Record<string, string>> = { ...OPERATOR_WORDS, isBlank: `${OPERATOR_WORDS.isBlank} (true/false)` };

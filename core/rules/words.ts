// A rule's label as the screens show it: its own, else words made from its name for a version saved
// before rules had labels. Pure: the screens import it.

/** "approve-needs-no-feedback" → "Approve needs no feedback". */
const nameInWords = (name: string) => {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** What the screens call a rule: its label, else its name in words. */
export const ruleLabel = (rule: { name: string; label?: string }): string => (rule.label?.trim() ? rule.label.trim() : nameInWords(String(rule.name ?? '')));

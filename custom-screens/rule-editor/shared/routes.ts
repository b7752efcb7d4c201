// The rule editor's pages.
export const RULES_PATH = '/rules';
export const ruleSetPath = (ruleSet: string) => `${RULES_PATH}/${encodeURIComponent(ruleSet)}`;
export const editorPath = (ruleSet: string, versionId: number) => `${ruleSetPath(ruleSet)}/versions/${versionId}`;
export const comparePath = (ruleSet: string, a?: number, b?: number) => `${ruleSetPath(ruleSet)}/compare${a && b ? `?a=${a}&b=${b}` : ''}`;

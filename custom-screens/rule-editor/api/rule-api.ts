// Every call of the rule editor, through the shell's httpClient (cookie, error format, and a 401/403
// signs the user out as a dataProvider error would).
import { useMemo } from 'react';
import { useSpecApi } from '../../../admin-ui/kit/spec-api.js';
import type { CompareResult, RuleDefinition, RuleVersion, SimulationResult } from './rule-types.js';
import type { DefinitionProblem, TestResult } from '../../../core/contract/rules.js';

export const RULES_API = '/api/admin/rules';

const setPath = (ruleSet: string) => `${RULES_API}/${encodeURIComponent(ruleSet)}`;
const versionPath = (ruleSet: string, versionId: number) => `${setPath(ruleSet)}/versions/${versionId}`;

export interface RuleApi {
  validate(definition: unknown, signal?: AbortSignal): Promise<{ problems: DefinitionProblem[]; tests: TestResult[] }>;
  createDraft(body: { fromVersionId?: number; comment?: string }): Promise<RuleVersion>;
  save(versionId: number, body: { definition: RuleDefinition; comment?: string }): Promise<{ version: RuleVersion; tests: TestResult[] }>;
  deleteDraft(versionId: number): Promise<{ id: number }>;
  /** replays `definition` (the editor's rules, saved or not) or, without it, the saved version */
  simulate(versionId: number, limit: number, definition?: unknown): Promise<SimulationResult>;
  activate(versionId: number): Promise<{ activeVersion: number }>;
  rollback(): Promise<{ activeVersion: number }>;
  compare(a: number, b: number, signal?: AbortSignal): Promise<CompareResult>;
}

export function useRuleApi(ruleSet: string): RuleApi {
  const call = useSpecApi();
  return useMemo<RuleApi>(
    () => ({
      validate: (definition, signal) => call(`${setPath(ruleSet)}/validate`, { method: 'POST', body: { definition }, signal }),
      createDraft: (body) => call(`${setPath(ruleSet)}/drafts`, { method: 'POST', body }),
      save: (versionId, body) => call(versionPath(ruleSet, versionId), { method: 'PUT', body }),
      deleteDraft: (versionId) => call(versionPath(ruleSet, versionId), { method: 'DELETE' }),
      simulate: (versionId, limit, definition) =>
        call(`${versionPath(ruleSet, versionId)}/simulate`, { method: 'POST', body: definition === undefined ? { limit } : { limit, definition } }),
      activate: (versionId) => call(`${versionPath(ruleSet, versionId)}/activate`, { method: 'POST', body: {} }),
      rollback: () => call(`${setPath(ruleSet)}/rollback`, { method: 'POST', body: {} }),
      compare: (a, b, signal) => call(`${setPath(ruleSet)}/compare?a=${a}&b=${b}`, { method: 'GET', signal }),
    }),
    [call, ruleSet],
  );
}

export const ruleSetUrl = (ruleSet: string) => setPath(ruleSet);
export const vocabularyUrl = (ruleSet: string) => `${setPath(ruleSet)}/vocabulary`;

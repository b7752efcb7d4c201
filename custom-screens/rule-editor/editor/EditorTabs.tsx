// The four views of a version. The labels carry the counts an operator looks for first.
import { Tab, Tabs } from '@mui/material';

export type EditorTab = 'rules' | 'json' | 'tests' | 'simulation';

export interface TabCounts {
  ruleProblems: number;
  jsonProblems: number;
  failingTests: number | null;
  changedCases: number | null;
}

const withCount = (label: string, count: number | null, noun: string) => (count ? `${label} (${count} ${noun})` : label);

export function EditorTabs({ value, onChange, counts }: { value: EditorTab; onChange: (tab: EditorTab) => void; counts: TabCounts }) {
  return (
    <Tabs value={value} onChange={(_, tab: EditorTab) => onChange(tab)} aria-label="Version views" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Tab value="rules" label={withCount('Rules', counts.ruleProblems, counts.ruleProblems > 1 ? 'problems' : 'problem')} />
      <Tab value="json" label={withCount('JSON', counts.jsonProblems, counts.jsonProblems > 1 ? 'problems' : 'problem')} />
      <Tab value="tests" label={withCount('Tests', counts.failingTests, 'failing')} />
      <Tab value="simulation" label={withCount('Simulation', counts.changedCases, 'changed')} />
    </Tabs>
  );
}

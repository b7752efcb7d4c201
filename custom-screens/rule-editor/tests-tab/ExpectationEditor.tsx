// What a test case expects: the decision, and (when checked) exactly which messages, shown fields
// and cleared fields come out. The choices are the ones the rules can produce.
import { Box, Checkbox, FormControlLabel, FormGroup, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { fieldLabel } from '../../../admin-ui/builder/labels.js';
import type { RuleDef, TestExpectation } from '../../../core/contract/rules.js';
import { useEditorContext } from '../shared/editor-context.js';

type ListKey = 'messages' | 'shown' | 'cleared';

const LIST_LABELS: Record<ListKey, { check: string; empty: string }> = {
  messages: { check: 'Check the messages', empty: 'No messages expected' },
  shown: { check: 'Check the fields shown', empty: 'No field shown' },
  cleared: { check: 'Check the fields cleared', empty: 'No field cleared' },
};

/** Every message, shown field and cleared field the rules can produce. */
export function producibleValues(rules: RuleDef[]): Record<ListKey, string[]> {
  const out: Record<ListKey, Set<string>> = { messages: new Set(), shown: new Set(), cleared: new Set() };
  for (const r of rules) {
    const p = r.event?.params ?? {};
    if (r.event?.type === 'refuse' && p.message) out.messages.add(p.message);
    if (r.event?.type === 'show' && p.field) out.shown.add(p.field);
    if (r.event?.type === 'clear') for (const f of p.fields ?? []) out.cleared.add(f);
  }
  return { messages: [...out.messages], shown: [...out.shown], cleared: [...out.cleared] };
}

function ExpectedList({ kind, expected, options, onChange }: { kind: ListKey; expected: string[] | undefined; options: string[]; onChange: (v: string[] | undefined) => void }) {
  const { readOnly } = useEditorContext();
  const all = [...options, ...(expected ?? []).filter((v) => !options.includes(v))];
  const checked = expected !== undefined;
  return (
    <Box role="group" aria-label={LIST_LABELS[kind].check} sx={{ mt: 1 }}>
      <FormControlLabel control={<Switch size="small" checked={checked} disabled={readOnly} onChange={(e) => onChange(e.target.checked ? [] : undefined)} />} label={LIST_LABELS[kind].check} />
      {checked && (
        <FormGroup sx={{ pl: 4 }}>
          {all.length === 0 && <Typography variant="body2" color="text.secondary">The rules produce none.</Typography>}
          {all.map((value) => (
            <FormControlLabel
              key={value}
              control={<Checkbox size="small" checked={expected!.includes(value)} disabled={readOnly} onChange={(e) => onChange(e.target.checked ? [...expected!, value] : expected!.filter((v) => v !== value))} />}
              label={<Typography variant="body2">{kind === 'messages' ? value : fieldLabel(value)}</Typography>}
            />
          ))}
          {expected!.length === 0 && all.length > 0 && (
            <Typography variant="caption" color="text.secondary">
              {LIST_LABELS[kind].empty}
            </Typography>
          )}
        </FormGroup>
      )}
    </Box>
  );
}

export function ExpectationEditor({ expect, rules, onChange }: { expect: TestExpectation; rules: RuleDef[]; onChange: (e: TestExpectation) => void }) {
  const { readOnly } = useEditorContext();
  const producible = producibleValues(rules);
  const set = (key: keyof TestExpectation, value: unknown) => {
    const next: Record<string, unknown> = { ...expect, [key]: value };
    if (value === undefined) delete next[key];
    onChange(next as TestExpectation);
  };
  const decision = expect.allowed === undefined ? '' : expect.allowed ? 'allowed' : 'refused';
  // fields shown and cleared matter only to rule sets that show or clear
  const lists = (['messages', 'shown', 'cleared'] as ListKey[]).filter((k) => k === 'messages' || producible[k].length || expect[k]?.length);
  return (
    <Stack>
      <TextField
        select
        size="small"
        label="Expected decision"
        value={decision}
        disabled={readOnly}
        onChange={(e) => set('allowed', e.target.value === '' ? undefined : e.target.value === 'allowed')}
        sx={{ width: 250 }}
      >
        <MenuItem value="">Not checked</MenuItem>
        <MenuItem value="allowed">Allowed</MenuItem>
        <MenuItem value="refused">Refused</MenuItem>
      </TextField>
      {lists.map((k) => (
        <ExpectedList key={k} kind={k} expected={expect[k]} options={producible[k]} onChange={(v) => set(k, v)} />
      ))}
    </Stack>
  );
}

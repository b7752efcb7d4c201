// What a rule does when its conditions hold: refuse with a message, show a field, or clear fields.
import { MenuItem, Stack, TextField } from '@mui/material';
import { fieldLabel } from '../../../admin-ui/builder/labels.js';
import type { RuleDef } from '../../../core/contract/rules.js';
import type { Path } from '../model/paths.js';
import { useEditorContext, useProblemAt } from '../shared/editor-context.js';
import { ChipsInput } from './ChipsInput.js';

type RuleEvent = RuleDef['event'];

const EVENT_LABELS: Record<string, string> = {
  refuse: 'Refuse, with a message',
  show: 'Show a field',
  clear: 'Clear fields',
};

/** Keeps the parameters the new type uses; a refusal keeps its field, which names where the message goes. */
function switchType(event: RuleEvent, type: RuleEvent['type']): RuleEvent {
  const p = event.params ?? {};
  if (type === 'refuse') return { type, params: { message: p.message ?? '', ...(p.field ? { field: p.field } : {}) } };
  if (type === 'show') return { type, params: { field: p.field ?? '' } };
  return { type, params: { fields: p.fields ?? (p.field ? [p.field] : []) } };
}

export function EventEditor({ event, path, onChange }: { event: RuleEvent; path: Path; onChange: (event: RuleEvent) => void }) {
  const { vocabulary, readOnly } = useEditorContext();
  const typeProblem = useProblemAt(path, 'type');
  const messageProblem = useProblemAt(path, 'params', 'message');
  const fieldProblem = useProblemAt(path, 'params', 'field');
  const fieldsProblem = useProblemAt(path, 'params', 'fields');
  const params = event?.params ?? {};
  const setParams = (next: NonNullable<RuleEvent['params']>) => onChange({ ...event, params: { ...params, ...next } });
  const type = String(event?.type ?? '');

  return (
    <Stack direction="row" spacing={1} alignItems="flex-start" useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label="Then">
      <TextField
        select
        size="small"
        label="Then"
        value={type}
        disabled={readOnly}
        error={Boolean(typeProblem)}
        helperText={typeProblem}
        onChange={(e) => onChange(switchType(event, e.target.value as RuleEvent['type']))}
        sx={{ width: 230 }}
      >
        {!vocabulary.eventTypes.includes(type) && <MenuItem value={type}>{type || '(none)'} (unknown)</MenuItem>}
        {vocabulary.eventTypes.map((t) => (
          <MenuItem key={t} value={t}>
            {EVENT_LABELS[t] ?? t}
          </MenuItem>
        ))}
      </TextField>
      {type === 'refuse' && (
        <>
          <TextField
            size="small"
            label="Message"
            value={params.message ?? ''}
            disabled={readOnly}
            error={Boolean(messageProblem)}
            helperText={messageProblem ?? 'What the person sees when the rule refuses'}
            onChange={(e) => setParams({ message: e.target.value })}
            sx={{ flex: 3, minWidth: 320 }}
          />
          <TextField
            size="small"
            label="On field (optional)"
            value={params.field ?? ''}
            disabled={readOnly}
            helperText="The form field the message belongs to"
            onChange={(e) => onChange({ ...event, params: { ...params, field: e.target.value || undefined } })}
            sx={{ flex: 1, minWidth: 180 }}
          />
        </>
      )}
      {type === 'show' && (
        <TextField size="small" label="Field to show" value={params.field ?? ''} disabled={readOnly} error={Boolean(fieldProblem)} helperText={fieldProblem ?? (params.field ? fieldLabel(params.field) : undefined)} onChange={(e) => setParams({ field: e.target.value })} sx={{ flex: 1, minWidth: 240 }} />
      )}
      {type === 'clear' && (
        <ChipsInput label="Fields to clear" values={params.fields ?? []} onChange={(fields) => setParams({ fields: fields.map(String) })} coerce={(t) => t.trim()} error={fieldsProblem} disabled={readOnly} itemLabel={(f) => fieldLabel(f)} />
      )}
    </Stack>
  );
}

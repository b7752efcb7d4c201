// The facts of a test case as rows: which fact, and its value in an input that fits its type.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import type { Path } from '../model/paths.js';
import { defaultValue } from '../model/values.js';
import { ValueEditor } from '../rules-tab/ValueEditor.js';
import { useEditorContext, useProblemAt } from '../shared/editor-context.js';

type Facts = Record<string, unknown>;

/** A list fact is edited as chips, the others as one value. */
const operatorFor = (type: string | undefined) => (type === 'list' ? 'in' : 'equal');

/** Renames a key where it stands, so the rows keep their order. */
function renamed(facts: Facts, from: string, to: string, value: unknown): Facts {
  return Object.fromEntries(Object.entries(facts).map(([k, v]) => (k === from ? [to, value] : [k, v])));
}

function FactRow({ name, value, facts, path, onChange }: { name: string; value: unknown; facts: Facts; path: Path; onChange: (facts: Facts) => void }) {
  const { vocabulary, readOnly } = useEditorContext();
  const problem = useProblemAt(path, 'facts', name);
  const def = vocabulary.facts[name];
  const choices = Object.keys(vocabulary.facts).filter((f) => f === name || !(f in facts));
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start" role="group" aria-label={`Fact ${def?.label ?? name}`} sx={{ py: 0.5 }}>
      <TextField
        select
        size="small"
        label="Fact"
        value={name}
        disabled={readOnly}
        error={Boolean(problem) || !def}
        helperText={problem ?? (def ? undefined : 'Unknown fact')}
        title={def?.description}
        onChange={(e) => onChange(renamed(facts, name, e.target.value, defaultValue(vocabulary.facts[e.target.value], operatorFor(vocabulary.facts[e.target.value]?.type))))}
        sx={{ width: 250 }}
      >
        {!def && <MenuItem value={name}>{name} (unknown)</MenuItem>}
        {choices.map((f) => (
          <MenuItem key={f} value={f}>
            {vocabulary.facts[f].label}
          </MenuItem>
        ))}
      </TextField>
      <ValueEditor fact={def} operator={operatorFor(def?.type)} value={value} vocabulary={vocabulary} disabled={readOnly} onChange={(v) => onChange({ ...facts, [name]: v })} />
      {!readOnly && (
        <IconButton
          aria-label={`Remove fact ${def?.label ?? name}`}
          size="small"
          sx={{ mt: 0.5 }}
          onClick={() => onChange(Object.fromEntries(Object.entries(facts).filter(([k]) => k !== name)))}
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}

export function FactRowsEditor({ facts, path, onChange }: { facts: Facts; path: Path; onChange: (facts: Facts) => void }) {
  const { vocabulary, readOnly } = useEditorContext();
  const unused = Object.keys(vocabulary.facts).filter((f) => !(f in facts));
  return (
    <Box>
      {Object.entries(facts).map(([name, value]) => (
        <FactRow key={name} name={name} value={value} facts={facts} path={path} onChange={onChange} />
      ))}
      {!readOnly && unused.length > 0 && (
        <Button size="small" startIcon={<AddIcon />} onClick={() => onChange({ ...facts, [unused[0]]: defaultValue(vocabulary.facts[unused[0]], operatorFor(vocabulary.facts[unused[0]].type)) })}>
          Add fact
        </Button>
      )}
    </Box>
  );
}

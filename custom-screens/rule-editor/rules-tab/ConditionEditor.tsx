// One condition: fact, operator and value on a line, with the server's messages under the control
// they are about.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, FormHelperText, IconButton, ListItemText, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import type { LeafCondition } from '../../../core/contract/rules.js';
import type { Path } from '../model/paths.js';
import { fitValueToFact, fitValueToOperator } from '../model/values.js';
import { useEditorContext, useProblemAt } from '../shared/editor-context.js';
import { ValueEditor } from './ValueEditor.js';

export interface ConditionEditorProps {
  condition: LeafCondition;
  path: Path;
  /** "Condition 2.1": the accessible name, numbered by position */
  label: string;
  onChange: (condition: LeafCondition) => void;
  /** absent when the condition may not be removed (the only one of its group) */
  onRemove?: () => void;
}

export function ConditionEditor({ condition, path, label, onChange, onRemove }: ConditionEditorProps) {
  const { vocabulary, readOnly } = useEditorContext();
  const factProblem = useProblemAt(path, 'fact');
  const operatorProblem = useProblemAt(path, 'operator');
  const valueProblem = [useProblemAt(path, 'value'), useProblemAt(path, 'value', 'fact')].filter(Boolean).join(' ') || undefined;
  const conditionProblem = useProblemAt(path);
  const fact = vocabulary.facts[condition.fact];
  const knownOperator = vocabulary.operators.some((o) => o.name === condition.operator);
  // the server's message wins; before it arrives, an unknown name is flagged at once
  const factError = factProblem ?? (fact ? undefined : `Unknown fact "${condition.fact}": choose one of the listed facts.`);
  const operatorError = operatorProblem ?? (knownOperator ? undefined : `Unknown operator "${condition.operator}": choose one of the listed operators.`);

  return (
    <Box role="group" aria-label={label} sx={{ py: 0.75 }}>
      <Stack direction="row" spacing={1} alignItems="flex-start" useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Fact"
          value={condition.fact ?? ''}
          disabled={readOnly}
          error={Boolean(factError)}
          helperText={factError ?? fact?.description}
          onChange={(e) => onChange({ ...condition, fact: e.target.value, value: fitValueToFact(condition.value, condition.operator, fact, vocabulary.facts[e.target.value]) })}
          sx={{ width: 250 }}
          slotProps={{ select: { renderValue: (v) => vocabulary.facts[String(v)]?.label ?? String(v) } }}
        >
          {!fact && <MenuItem value={condition.fact ?? ''}>{String(condition.fact)} (unknown)</MenuItem>}
          {Object.entries(vocabulary.facts).map(([name, def]) => (
            <MenuItem key={name} value={name}>
              <ListItemText primary={def.label} secondary={`${def.description}${def.derived ? ' (worked out by the server)' : ''}`} slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 360 } } }} />
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Operator"
          value={condition.operator ?? ''}
          disabled={readOnly}
          error={Boolean(operatorError)}
          helperText={operatorError}
          onChange={(e) => onChange({ ...condition, operator: e.target.value, value: fitValueToOperator(condition.value, e.target.value, fact) })}
          sx={{ width: 210 }}
        >
          {!knownOperator && <MenuItem value={condition.operator ?? ''}>{String(condition.operator)} (unknown)</MenuItem>}
          {vocabulary.operators.map((o) => (
            <MenuItem key={o.name} value={o.name}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <ValueEditor fact={fact} operator={condition.operator} value={condition.value} onChange={(value) => onChange({ ...condition, value })} vocabulary={vocabulary} allowFactRef error={valueProblem} disabled={readOnly} />
        {!readOnly && (
          <Tooltip title={onRemove ? 'Remove this condition' : 'A group keeps at least one condition: remove the group instead'}>
            <span>
              <IconButton aria-label={`Remove ${label.toLowerCase()}`} onClick={onRemove} disabled={!onRemove} size="small" sx={{ mt: 0.5 }}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </Stack>
      {conditionProblem && <FormHelperText error>{conditionProblem}</FormHelperText>}
    </Box>
  );
}

// One rule: its label and description (what people read), its name, its condition tree and what it
// does; moved up or down or removed here.
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Card, CardContent, Chip, Divider, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import type { RuleDef } from '../../../core/contract/rules.js';
import type { Group } from '../model/conditions.js';
import { countProblemsUnder, pathText, type Path } from '../model/paths.js';
import { useEditorContext, useProblemAt } from '../shared/editor-context.js';
import { ConditionGroupEditor } from './ConditionGroupEditor.js';
import { EventEditor } from './EventEditor.js';

export interface RuleCardProps {
  rule: RuleDef;
  index: number;
  count: number;
  onChange: (rule: RuleDef) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

export function RuleCard({ rule, index, count, onChange, onMove, onRemove }: RuleCardProps) {
  const { problems, readOnly } = useEditorContext();
  const path: Path = ['rules', index];
  const nameProblem = useProblemAt(path, 'name');
  const labelProblem = useProblemAt(path, 'label');
  const descriptionProblem = useProblemAt(path, 'description');
  const conditionsProblem = useProblemAt(path, 'conditions');
  const problemCount = countProblemsUnder(problems, pathText(path));
  // the rule as its buttons name it: by its label, else by its place
  const title = rule.label?.trim() || `rule ${index + 1}`;

  return (
    <Card variant="outlined" component="section" aria-label={rule.label?.trim() ? `Rule ${rule.label.trim()}` : `Rule ${index + 1}`} sx={{ mb: 2, borderColor: problemCount ? 'error.light' : undefined }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} alignItems="flex-start" sx={{ mb: 1.5 }}>
          <Typography variant="overline" color="text.secondary" sx={{ pt: 1, minWidth: 56 }}>
            Rule {index + 1}
          </Typography>
          <TextField
            size="small"
            label="Label"
            value={rule.label ?? ''}
            disabled={readOnly}
            error={Boolean(labelProblem)}
            helperText={labelProblem ?? 'What the screens call the rule'}
            onChange={(e) => onChange({ ...rule, label: e.target.value })}
            sx={{ flex: 1, maxWidth: 480 }}
          />
          <TextField
            size="small"
            label="Rule name"
            value={rule.name ?? ''}
            disabled={readOnly}
            error={Boolean(nameProblem)}
            helperText={nameProblem ?? 'Unique; test results and recorded evaluations refer to the rule by it'}
            onChange={(e) => onChange({ ...rule, name: e.target.value })}
            sx={{ flex: 1, maxWidth: 320 }}
            slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
          />
          <Box sx={{ flex: 1 }} />
          {problemCount > 0 && <Chip size="small" color="error" label={`${problemCount} problem${problemCount > 1 ? 's' : ''}`} sx={{ mt: 0.75 }} />}
          {!readOnly && (
            <>
              <Tooltip title="Move up (rules are read in this order; refusal messages follow it)">
                <span>
                  <IconButton aria-label={`Move ${title} up`} disabled={index === 0} onClick={() => onMove(index - 1)} size="small">
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Move down">
                <span>
                  <IconButton aria-label={`Move ${title} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)} size="small">
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Remove this rule">
                <IconButton aria-label={`Remove ${title}`} onClick={onRemove} size="small">
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </>
          )}
        </Stack>
        <TextField
          size="small"
          label="Description"
          value={rule.description ?? ''}
          disabled={readOnly}
          error={Boolean(descriptionProblem)}
          helperText={descriptionProblem ?? 'What the rule does, in a sentence'}
          onChange={(e) => onChange({ ...rule, description: e.target.value })}
          fullWidth
          multiline
          sx={{ mb: 1.5, maxWidth: 960 }}
        />
        {conditionsProblem && (
          <Typography color="error" variant="body2" sx={{ mb: 1 }}>
            {conditionsProblem}
          </Typography>
        )}
        <Typography variant="subtitle2" color="text.secondary" gutterBottom>
          When
        </Typography>
        <ConditionGroupEditor group={rule.conditions as Group} path={[...path, 'conditions']} label="Conditions" numbering="" depth={0} onChange={(conditions) => onChange({ ...rule, conditions })} />
        <Divider sx={{ my: 1.5 }} />
        <EventEditor event={rule.event} path={[...path, 'event']} onChange={(event) => onChange({ ...rule, event })} />
      </CardContent>
    </Card>
  );
}

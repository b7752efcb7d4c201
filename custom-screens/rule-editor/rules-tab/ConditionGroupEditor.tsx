// A group of conditions (all / any / not), nestable: its kind, its conditions and inner groups, and
// the buttons that add and remove them.
import AddIcon from '@mui/icons-material/Add';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, FormHelperText, IconButton, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import type { Condition, LeafCondition } from '../../../core/contract/rules.js';
import { GROUP_LABELS, groupChildren, groupKind, isGroup, newGroup, newLeaf, oppositeKind, switchGroupKind, withChildren, type Group, type GroupKind } from '../model/conditions.js';
import type { Path } from '../model/paths.js';
import { useEditorContext, useProblemAt } from '../shared/editor-context.js';
import { ConditionEditor } from './ConditionEditor.js';

export interface ConditionGroupEditorProps {
  group: Group;
  path: Path;
  /** "Conditions" for a rule's top group, "Group 2.3" inside it */
  label: string;
  /** numbering prefix of the children: "" at the top, "2." inside group 2 */
  numbering: string;
  depth: number;
  onChange: (group: Group) => void;
  onRemove?: () => void;
}

const KINDS: GroupKind[] = ['all', 'any', 'not'];

export function ConditionGroupEditor({ group, path, label, numbering, depth, onChange, onRemove }: ConditionGroupEditorProps) {
  const { vocabulary, readOnly } = useEditorContext();
  const kind = groupKind(group)!;
  const children = groupChildren(group);
  const listProblem = useProblemAt(path, kind);
  const groupProblem = useProblemAt(path);

  const childPath = (i: number): Path => (kind === 'not' ? [...path, 'not'] : [...path, kind, i]);
  const replaceChild = (i: number, child: Condition) => onChange(withChildren(group, children.map((c, j) => (j === i ? child : c))));
  const removeChild = (i: number) => onChange(withChildren(group, children.filter((_, j) => j !== i)));
  const add = (child: Condition) => onChange(withChildren(group, [...children, child]));
  // a "not" holds one condition; its only child, and the only child of a list, is removed with the group
  const removable = kind !== 'not' && children.length > 1;

  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        pl: depth ? 2 : 0,
        ml: depth ? 0.5 : 0,
        borderLeft: depth ? 3 : 0,
        borderColor: kind === 'not' ? 'warning.light' : kind === 'any' ? 'secondary.light' : 'primary.light',
        bgcolor: depth % 2 ? 'action.hover' : 'transparent',
        borderRadius: depth ? 1 : 0,
        py: depth ? 1 : 0,
        pr: depth ? 1 : 0,
      }}
    >
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Match"
          value={kind}
          disabled={readOnly}
          onChange={(e) => onChange(switchGroupKind(group, e.target.value as GroupKind))}
          sx={{ width: 230 }}
        >
          {KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {GROUP_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
        {!readOnly && kind !== 'not' && (
          <>
            <Button size="small" startIcon={<AddIcon />} onClick={() => add(newLeaf(vocabulary))} aria-label={`Add condition to ${label.toLowerCase()}`}>
              Add condition
            </Button>
            <Button size="small" startIcon={<AccountTreeIcon />} onClick={() => add(newGroup(oppositeKind(kind), vocabulary))} aria-label={`Add group to ${label.toLowerCase()}`}>
              Add group
            </Button>
          </>
        )}
        {!readOnly && onRemove && (
          <Tooltip title="Remove this group and its conditions">
            <IconButton aria-label={`Remove ${label.toLowerCase()}`} onClick={onRemove} size="small">
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      {(listProblem || groupProblem) && <FormHelperText error>{[groupProblem, listProblem].filter(Boolean).join(' ')}</FormHelperText>}
      <Box sx={{ mt: 0.5 }}>
        {children.map((child, i) => {
          const number = `${numbering}${i + 1}`;
          const onRemoveChild = removable ? () => removeChild(i) : undefined;
          return isGroup(child) ? (
            <ConditionGroupEditor
              key={i}
              group={child}
              path={childPath(i)}
              label={`Group ${number}`}
              numbering={`${number}.`}
              depth={depth + 1}
              onChange={(g) => replaceChild(i, g)}
              onRemove={onRemoveChild}
            />
          ) : (
            <ConditionEditor key={i} condition={child as LeafCondition} path={childPath(i)} label={`Condition ${number}`} onChange={(c) => replaceChild(i, c)} onRemove={onRemoveChild} />
          );
        })}
      </Box>
    </Box>
  );
}

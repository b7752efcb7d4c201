// The structured editor: every rule as a card, in order, and a button to add one.
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button } from '@mui/material';
import type { RuleDefinition } from '../api/rule-types.js';
import type { RuleDef } from '../../../core/contract/rules.js';
import { newLeaf } from '../model/conditions.js';
import { useEditorContext } from '../shared/editor-context.js';
import { RuleCard } from './RuleCard.js';

function newRule(definition: RuleDefinition, vocabulary: Parameters<typeof newLeaf>[0]): RuleDef {
  const taken = new Set(definition.rules.map((r) => r.name));
  let n = definition.rules.length + 1;
  while (taken.has(`new-rule-${n}`)) n++;
  return { name: `new-rule-${n}`, label: '', description: '', conditions: { all: [newLeaf(vocabulary)] }, event: { type: 'refuse', params: { message: '' } } };
}

function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export function RulesTab({ definition, onChange }: { definition: RuleDefinition; onChange: (definition: RuleDefinition) => void }) {
  const { vocabulary, readOnly } = useEditorContext();
  const setRules = (rules: RuleDef[]) => onChange({ ...definition, rules });
  return (
    <Box>
      {definition.rules.length === 0 && <Alert severity="info" sx={{ mb: 2 }}>This version has no rules: everything is allowed.</Alert>}
      {definition.rules.map((rule, i) => (
        <RuleCard
          // the position is the identity: a name may be edited, or typed twice by mistake
          key={i}
          rule={rule}
          index={i}
          count={definition.rules.length}
          onChange={(r) => setRules(definition.rules.map((x, j) => (j === i ? r : x)))}
          onMove={(to) => setRules(moved(definition.rules, i, to))}
          onRemove={() => setRules(definition.rules.filter((_, j) => j !== i))}
        />
      ))}
      {!readOnly && (
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setRules([...definition.rules, newRule(definition, vocabulary)])}>
          Add rule
        </Button>
      )}
    </Box>
  );
}

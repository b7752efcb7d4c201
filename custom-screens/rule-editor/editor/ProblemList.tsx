// The server's problems, each with the path it is about (rules[0].conditions.all[1].fact).
import { List, ListItem, ListItemText } from '@mui/material';
import type { DefinitionProblem } from '../../../core/contract/rules.js';

export function ProblemList({ problems }: { problems: readonly DefinitionProblem[] }) {
  return (
    <List dense disablePadding aria-label="Problems">
      {problems.map((p, i) => (
        <ListItem key={`${p.path}-${i}`} disableGutters sx={{ py: 0 }}>
          <ListItemText
            primary={p.message}
            secondary={p.path || 'the whole definition'}
            slotProps={{ primary: { variant: 'body2' }, secondary: { sx: { fontFamily: 'monospace', fontSize: 12 } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

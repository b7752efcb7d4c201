// Prerequisites or corequisites as the institution wrote them: each course or requirement, required or recommended.
import { Box, Typography } from '@mui/material';
import { ChangedMark } from './ChangedMark.js';
import type { Requisite } from '../../core/contract/course-content.js';

export function RequisiteList({ title, items, changed }: { title: string; items: readonly Requisite[]; changed: boolean }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {title}
        <ChangedMark changed={changed} />
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2">None.</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {items.map((r, i) => (
            <li key={i}>
              <Typography variant="body2">
                {r.value} ({r.isRequired ? 'required' : 'recommended'})
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

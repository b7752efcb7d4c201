// The mark beside a property the institution changed in a revision (the submission's modifications).
import { Chip } from '@mui/material';

export function ChangedMark({ changed }: { changed: boolean }) {
  return changed ? <Chip label="Changed" size="small" color="primary" variant="outlined" sx={{ ml: 1 }} /> : null;
}

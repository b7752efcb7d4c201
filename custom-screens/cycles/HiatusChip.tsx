// The mark of a hiatus: a pause icon in the warning colour beside dark text (warning-coloured text
// on white is too faint to read).
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutline';
import { Chip } from '@mui/material';

export function HiatusChip({ label }: { label: string }) {
  return <Chip size="small" variant="outlined" icon={<PauseCircleOutlineIcon color="warning" />} label={label} />;
}

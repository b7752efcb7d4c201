// A small outlined chip whose colour says something (express, a decision) while its text keeps a
// readable contrast: the palette's warning orange is 3.1:1 on white, below what text needs (4.5:1),
// so a warning chip keeps dark text and carries its colour in the border and the icon.
import { Chip, type ChipProps } from '@mui/material';

export type Tone = 'success' | 'error' | 'warning' | 'neutral';

export function ToneChip({ tone, label, icon, size = 'small' }: { tone: Tone; label: string; icon?: ChipProps['icon']; size?: ChipProps['size'] }) {
  const sx =
    tone === 'neutral'
      ? undefined
      : {
          color: tone === 'warning' ? 'text.primary' : `${tone}.dark`,
          borderColor: `${tone}.main`,
          '& .MuiChip-icon': { color: `${tone}.main` },
        };
  return <Chip size={size} variant="outlined" label={label} icon={icon} sx={sx} />;
}

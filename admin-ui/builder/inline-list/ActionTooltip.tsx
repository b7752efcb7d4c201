// The tooltip of a row's icon buttons. MUI's stock tooltip grey reads at 4.47:1 against its light text,
// just under the 4.5:1 small text needs; a darker grey passes.
import { Tooltip, type TooltipProps } from '@mui/material';

const TOOLTIP_SLOT = { tooltip: { sx: { bgcolor: 'grey.800' } } } as const;

export function ActionTooltip(props: TooltipProps) {
  return <Tooltip slotProps={TOOLTIP_SLOT} {...props} />;
}

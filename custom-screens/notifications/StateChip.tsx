// A delivery state as a chip: colour and word, so it reads without colour too.
import { Chip } from '@mui/material';
import { STATE_LABELS } from './notifications-api.js';
import type { MailState } from '../../core/contract/notifications.js';

const COLOR: Record<MailState, 'default' | 'info' | 'success' | 'error'> = { pending: 'default', sending: 'info', sent: 'success', failed: 'error' };

export function StateChip({ state }: { state: MailState }) {
  return <Chip size="small" variant={state === 'failed' ? 'filled' : 'outlined'} color={COLOR[state]} label={STATE_LABELS[state]} />;
}

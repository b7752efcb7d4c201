import { Chip } from '@mui/material';
import type { VersionStatus } from '../api/rule-types.js';

const LOOK: Record<VersionStatus, { label: string; color: 'success' | 'info' | 'default' }> = {
  active: { label: 'Active', color: 'success' },
  draft: { label: 'Draft', color: 'info' },
  retired: { label: 'Retired', color: 'default' },
};

export function VersionStatusChip({ status }: { status: VersionStatus }) {
  const look = LOOK[status];
  return <Chip size="small" label={look.label} color={look.color} variant={status === 'retired' ? 'outlined' : 'filled'} />;
}

export function TestsChip({ passed }: { passed: boolean }) {
  return <Chip size="small" variant="outlined" label={passed ? 'Pass' : 'Fail'} color={passed ? 'success' : 'error'} />;
}

// The role on an institution changes through the upgrade list and the downgrade list (spec 2 §4): the
// roles above the current one, then those below it, from the server (server/membership/role-ladder.ts).
import { ListSubheader, MenuItem, TextField } from '@mui/material';
import { FILTER_SELECT } from '../../admin-ui/kit/filter-layout.js';
import type { RoleOption } from '../../core/contract/membership.js';

export function RoleChangeSelect({ id, current, upgrades, downgrades, value, onChange, disabled }: { id: string; current: RoleOption | null; upgrades: RoleOption[]; downgrades: RoleOption[]; value: number | null; onChange: (roleId: number) => void; disabled?: boolean }) {
  const option = (r: RoleOption) => (
    <MenuItem key={r.roleId} value={String(r.roleId)}>
      {r.name}
    </MenuItem>
  );
  return (
    <TextField select {...FILTER_SELECT} id={id} label="Role" value={value == null ? '' : String(value)} onChange={(e) => onChange(Number(e.target.value))} disabled={disabled}>
      {current ? option(current) : <MenuItem value="" disabled>No role yet</MenuItem>}
      {upgrades.length > 0 && <ListSubheader>Upgrade to</ListSubheader>}
      {upgrades.map(option)}
      {downgrades.length > 0 && <ListSubheader>Downgrade to</ListSubheader>}
      {downgrades.map(option)}
    </TextField>
  );
}

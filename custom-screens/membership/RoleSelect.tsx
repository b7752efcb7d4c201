// A choice among the institution roles (roles without back-office abilities).
import { MenuItem, TextField } from '@mui/material';
import { FILTER_SELECT } from '../../admin-ui/kit/filter-layout.js';
import type { RoleOption } from '../../core/contract/membership.js';

export function RoleSelect({ id, label, roles, value, onChange, allowNone, disabled, error }: { id: string; label: string; roles: RoleOption[]; value: number | null; onChange: (roleId: number | null) => void; allowNone?: boolean; disabled?: boolean; error?: string }) {
  return (
    <TextField select {...FILTER_SELECT} id={id} label={label} value={value == null ? '' : String(value)} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))} disabled={disabled} error={Boolean(error)} helperText={error}>
      {allowNone && <MenuItem value="">No role</MenuItem>}
      {!allowNone && value == null && (
        <MenuItem value="" disabled>
          Choose a role
        </MenuItem>
      )}
      {roles.map((r) => (
        <MenuItem key={r.roleId} value={String(r.roleId)}>
          {r.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

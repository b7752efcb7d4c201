// One registration cycle (current or next): start, end, program end and school-network end, shown
// or edited. Cancel puts back the shown dates; a save closes the form.
import { Box, Stack } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage, serverFieldErrors } from '../../admin-ui/kit/server-errors.js';
import { CycleCard } from './CycleCard.js';
import { DateBox } from './DateBox.js';
import { registrationFieldOf, toShownRegistration, type ShownRegistrationCycle, type StoredRegistrationCycle } from './registration-dates.js';
import { dayWords } from './words.js';

const FIELDS = [
  ['cycleStartDate', 'Cycle start'],
  ['cycleEndDate', 'Cycle end'],
  ['programCycleEndDate', 'Program end'],
  ['schoolNetworkCycleEndDate', 'School network end'],
] as const;

interface RegistrationCycleCardProps {
  heading: string;
  cycle: StoredRegistrationCycle;
  canEdit: boolean;
  save: (c: ShownRegistrationCycle) => Promise<unknown>;
}

export function RegistrationCycleCard({ heading, cycle, canEdit, save }: RegistrationCycleCardProps) {
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<ShownRegistrationCycle>(() => toShownRegistration(cycle));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const shown = editing ? form : toShownRegistration(cycle);
  const title = `${heading}: ${cycle.periodId}`;

  const close = () => {
    setEditing(false);
    setErrors({});
    setError(null);
  };
  const submit = async () => {
    setSaving(true);
    try {
      await save(form);
      notify(`The ${cycle.periodId} registration cycle was saved.`, { type: 'success' });
      close();
    } catch (e) {
      const fields = serverFieldErrors(e);
      setErrors(fields ? Object.fromEntries(Object.entries(fields).map(([k, v]) => [registrationFieldOf(k), v])) : {});
      setError(fields ? 'Not saved: please correct the highlighted dates.' : errorMessage(e, 'The registration cycle could not be saved.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <CycleCard
      heading={title}
      editing={editing}
      canEdit={canEdit}
      saving={saving}
      dirty={JSON.stringify(form) !== JSON.stringify(toShownRegistration(cycle))}
      error={error}
      onEdit={() => {
        setForm(toShownRegistration(cycle));
        setEditing(true);
      }}
      onCancel={close}
      onSave={submit}
    >
      {editing ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {FIELDS.map(([field, label]) => (
            <DateBox key={field} label={label} value={shown[field]} error={errors[field]} onChange={(v) => setForm((f) => ({ ...f, [field]: v }))} />
          ))}
        </Stack>
      ) : (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0, '& dd': { m: 0, mb: { xs: 1, sm: 0 } }, '& dt': { color: 'text.secondary' } }}>
          {FIELDS.map(([field, label]) => (
            <Box key={field} sx={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{dayWords(shown[field])}</dd>
            </Box>
          ))}
        </Box>
      )}
    </CycleCard>
  );
}

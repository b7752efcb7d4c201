// One submission cycle (current or next): its dates and phases, shown or edited. While edited the
// phase dates stay linked (cycle-dates.ts linkDates, spec 3 §4): a new begin moves the previous
// phase's end, a new end moves the next phase's begin, and the first and last phase keep to the
// cycle's start and end. Cancel puts back the shown dates; a save closes the form.
import { Box, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage, serverFieldErrors } from '../../admin-ui/kit/server-errors.js';
import { CycleCard } from './CycleCard.js';
import { DateBox } from './DateBox.js';
import { formFieldOf, linkDates, toBody, toShown, type DateField, type ShownCycle, type StoredCycle } from './cycle-dates.js';
import { HiatusChip } from './HiatusChip.js';
import { dayWords, periodWords } from './words.js';

interface SubmissionCycleCardProps {
  /** "Current submission cycle" */
  heading: string;
  cycle: StoredCycle;
  canEdit: boolean;
  save: (c: ShownCycle) => Promise<unknown>;
}

export function SubmissionCycleCard({ heading, cycle, canEdit, save }: SubmissionCycleCardProps) {
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<ShownCycle>(() => toShown(cycle));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const shown = editing ? form : toShown(cycle);
  const title = `${heading}: ${cycle.academicYear}`;

  const close = () => {
    setEditing(false);
    setErrors({});
    setError(null);
  };
  const setDate = (at: DateField, value: string) => setForm((f) => linkDates(f, at, value));
  const setPhase = (index: number, patch: Partial<ShownCycle['phases'][number]>) =>
    setForm((f) => ({ ...f, phases: f.phases.map((p, i) => (i === index ? { ...p, ...patch } : p)) }));

  const submit = async () => {
    setSaving(true);
    try {
      await save(form);
      notify(`The ${cycle.academicYear} submission cycle was saved.`, { type: 'success' });
      close();
    } catch (e) {
      const fields = serverFieldErrors(e);
      setErrors(fields ? Object.fromEntries(Object.entries(fields).map(([k, v]) => [formFieldOf(k), v])) : {});
      setError(fields ? 'Not saved: please correct the highlighted dates.' : errorMessage(e, 'The submission cycle could not be saved.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <CycleCard
      heading={title}
      subheading={
        cycle.isCurrentYear ? (
          <Typography variant="body2" color="text.secondary">
            Courses submitted now are for {cycle.academicYear}.
          </Typography>
        ) : undefined
      }
      editing={editing}
      canEdit={canEdit}
      saving={saving}
      dirty={JSON.stringify(form) !== JSON.stringify(toShown(cycle))}
      error={error}
      onEdit={() => {
        setForm(toShown(cycle));
        setEditing(true);
      }}
      onCancel={close}
      onSave={submit}
    >
      {editing ? (
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <DateBox label="Cycle start" value={shown.cycleStartDate} error={errors.cycleStartDate} onChange={(v) => setDate({ field: 'cycleStartDate' }, v)} />
            <DateBox label="Cycle end" value={shown.cycleEndDate} error={errors.cycleEndDate} onChange={(v) => setDate({ field: 'cycleEndDate' }, v)} />
            <DateBox label="Course audit start" value={shown.courseAuditStartDate} error={errors.courseAuditStartDate} onChange={(v) => setDate({ field: 'courseAuditStartDate' }, v)} />
            <DateBox label="Course audit end" value={shown.courseAuditEndDate} error={errors.courseAuditEndDate} onChange={(v) => setDate({ field: 'courseAuditEndDate' }, v)} />
          </Stack>
          {shown.phases.map((p, i) => (
            <Box component="fieldset" key={p.phase} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0, minWidth: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                Phase {i + 1}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}>
                <TextField
                  label={`Phase ${i + 1} name`}
                  value={p.phaseName}
                  onChange={(e) => setPhase(i, { phaseName: e.target.value })}
                  error={Boolean(errors[`phases.${i}.phaseName`])}
                  helperText={errors[`phases.${i}.phaseName`]}
                  size="small"
                  slotProps={{ htmlInput: { maxLength: 100 } }}
                  sx={{ width: { xs: '100%', sm: 240 } }}
                />
                <DateBox label={`Phase ${i + 1} begins`} value={p.beginDate} error={errors[`phases.${i}.beginDate`]} onChange={(v) => setDate({ field: 'beginDate', index: i }, v)} />
                <DateBox label={`Phase ${i + 1} ends`} value={p.endDate} error={errors[`phases.${i}.endDate`]} onChange={(v) => setDate({ field: 'endDate', index: i }, v)} />
                <FormControlLabel control={<Checkbox checked={p.isHiatusPeriod} onChange={(e) => setPhase(i, { isHiatusPeriod: e.target.checked })} />} label="Hiatus" />
              </Stack>
            </Box>
          ))}
        </Stack>
      ) : (
        <CycleDisplay shown={shown} />
      )}
    </CycleCard>
  );
}

function CycleDisplay({ shown }: { shown: ShownCycle }) {
  return (
    <Stack spacing={1.5}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0, '& dd': { m: 0, mb: { xs: 1, sm: 0 } }, '& dt': { color: 'text.secondary' } }}>
        <dt>Cycle</dt>
        <dd>{periodWords(shown.cycleStartDate, shown.cycleEndDate)}</dd>
        <dt>Course audit</dt>
        <dd>{periodWords(shown.courseAuditStartDate, shown.courseAuditEndDate)}</dd>
      </Box>
      <Typography variant="subtitle2" component="h4">
        Phases
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        {shown.phases.map((p) => (
          <Box component="li" key={p.phase} sx={{ mb: 0.75 }} data-testid={`phase-${p.phase}`}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography component="span" sx={{ fontWeight: 500 }}>
                {p.phaseName}
              </Typography>
              {p.isHiatusPeriod && <HiatusChip label="Hiatus" />}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              <span>Begins {dayWords(p.beginDate)}</span> · <span>ends {dayWords(p.endDate)}</span>
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

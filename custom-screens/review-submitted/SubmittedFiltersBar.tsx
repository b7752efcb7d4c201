// The submitted queue's filters: search (placeholder "Search"), status, queue, analyst and express.
import { Box, MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { FILTER_BAR_SX, FILTER_SELECT } from '../../admin-ui/kit/filter-layout.js';
import { SearchField } from '../../admin-ui/kit/SearchField.js';
import { QUEUE_NAMES, STATUS_NAMES, type QueueType, type SubmissionStatus } from '../../admin-ui/kit/review-words.js';
import { TARGET_QUEUES } from './assignment.js';
import { SUBMITTED_STATUSES, analystName } from './submitted-api.js';
import type { Analyst } from '../../core/contract/queues.js';
import type { SubmittedFilters } from '../../core/contract/submitted.js';

interface Props {
  filters: SubmittedFilters;
  analysts: readonly Analyst[];
  onChange: (filters: SubmittedFilters) => void;
}

const ANY = '';

function FilterSelect({ label, value, onChange, children }: { label: string; value: string; onChange: (v: string) => void; children: ReactNode }) {
  return (
    <TextField select {...FILTER_SELECT} label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      <MenuItem value={ANY}>All</MenuItem>
      {children}
    </TextField>
  );
}

export function SubmittedFiltersBar({ filters, analysts, onChange }: Props) {
  const set = (change: Partial<SubmittedFilters>) => onChange({ ...filters, ...change });
  return (
    <Box sx={FILTER_BAR_SX}>
      <SearchField value={filters.query} label="Search the submitted courses" onSearch={(query) => set({ query })} />
      <FilterSelect label="Status" value={filters.status} onChange={(v) => set({ status: v as SubmissionStatus | '' })}>
        {SUBMITTED_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {STATUS_NAMES[s]}
          </MenuItem>
        ))}
      </FilterSelect>
      <FilterSelect label="Queue" value={filters.queueType} onChange={(v) => set({ queueType: v as QueueType | '' })}>
        {TARGET_QUEUES.map((q) => (
          <MenuItem key={q} value={q}>
            {QUEUE_NAMES[q]}
          </MenuItem>
        ))}
      </FilterSelect>
      <FilterSelect label="Analyst" value={String(filters.analystId)} onChange={(v) => set({ analystId: v === ANY ? '' : Number(v) })}>
        {analysts.map((a) => (
          <MenuItem key={a.userId} value={String(a.userId)}>
            {analystName(a)}
          </MenuItem>
        ))}
      </FilterSelect>
      <FilterSelect label="Express review" value={String(filters.isExpressReview)} onChange={(v) => set({ isExpressReview: v === ANY ? '' : v === 'true' })}>
        <MenuItem value="true">Express only</MenuItem>
        <MenuItem value="false">Not express</MenuItem>
      </FilterSelect>
    </Box>
  );
}

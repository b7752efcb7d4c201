// The schools a program or network serves (spec 2 §5): a school of the directory is added through the
// institution search (GET /api/institution/search/school), never twice ("This school is already in the
// list."), and removed from the list.
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Autocomplete, Box, IconButton, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { REGISTRATIONS_QUERY_ROOT, type RegistrationsApi } from '../registrations-api.js';
import type { SchoolEntry } from '../../../core/contract/registrations.js';

type Doc = Record<string, unknown>;
export const ALREADY_LISTED = 'This school is already in the list.';
const schools = (doc: Doc | null): SchoolEntry[] => (Array.isArray(doc?.schools) ? (doc!.schools as SchoolEntry[]) : []);
const describe = (s: SchoolEntry) => [s.cdsCode ? `CDS ${s.cdsCode}` : null, s.city].filter(Boolean).join(' · ');

export function ProgramSchoolsView({ doc }: { doc: Doc | null }) {
  const list = schools(doc);
  if (!list.length) return <Typography color="text.secondary">No school listed.</Typography>;
  return (
    <List dense aria-label="Program schools">
      {list.map((s) => (
        <ListItem key={s.institutionId} disableGutters>
          <ListItemText primary={s.name} secondary={describe(s) || undefined} />
        </ListItem>
      ))}
    </List>
  );
}

export function ProgramSchoolsEdit({ doc, onChange, errors, api }: { doc: Doc; onChange: (d: Doc) => void; errors: Record<string, string>; api: RegistrationsApi }) {
  const list = schools(doc);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useQuery({ queryKey: [REGISTRATIONS_QUERY_ROOT, 'school-search', q], queryFn: ({ signal }) => api.searchSchools(q, signal), enabled: q.length >= 2, staleTime: 60_000 });
  const listError = Object.entries(errors).find(([k]) => k.startsWith('schools'));

  const add = (hit: { institutionId: number; name: string; cdsCode: string | null; streetCity: string | null } | null) => {
    if (!hit) return;
    setText('');
    if (list.some((s) => s.institutionId === hit.institutionId)) {
      setNotice(ALREADY_LISTED);
      return;
    }
    setNotice(null);
    onChange({ ...doc, schools: [...list, { institutionId: hit.institutionId, name: hit.name, cdsCode: hit.cdsCode, city: hit.streetCity }] });
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Autocomplete
        id="program-schools-search"
        options={search.data ?? []}
        value={null}
        onChange={(_, v) => add(v)}
        inputValue={text}
        onInputChange={(_, v, reason) => reason !== 'reset' && setText(v)}
        getOptionLabel={(o) => (o.streetCity ? `${o.name} (${o.streetCity})` : o.name)}
        isOptionEqualToValue={(a, b) => a.institutionId === b.institutionId}
        filterOptions={(o) => o}
        loading={search.isFetching}
        noOptionsText={text.trim().length < 2 ? 'Type two letters or more of the name or code' : 'No school found'}
        renderInput={(params) => <TextField {...params} label="Add a school" size="small" helperText="Search the directory by name, CDS or ATP code." />}
      />
      {(notice || listError) && (
        <Alert severity={listError ? 'error' : 'warning'} role="alert">
          {listError ? listError[1] : notice}
        </Alert>
      )}
      {list.length === 0 ? (
        <Typography color="text.secondary">No school listed.</Typography>
      ) : (
        <List dense aria-label="Program schools">
          {list.map((s) => (
            <ListItem
              key={s.institutionId}
              disableGutters
              secondaryAction={
                <IconButton edge="end" aria-label={`Remove ${s.name}`} onClick={() => onChange({ ...doc, schools: list.filter((x) => x.institutionId !== s.institutionId) })}>
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={s.name} secondary={describe(s) || undefined} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

// Certification: who certified and when, and the agreement letters, of which exactly two are checked
// (spec 2 §9). The count is shown as the reviewer ticks; the server refuses any other number.
import { Alert, Box, Checkbox, FormControlLabel, FormGroup, FormHelperText, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { AGREEMENT_LETTERS_CHECKED } from '../../../resources/_registrations.js';
import type { RegistrationsApi } from '../registrations-api.js';
import type { AgreementLetter } from '../../../core/contract/registrations.js';
import { SECTION_FIELDS } from './field-specs.js';
import { FieldsEdit } from './FieldsEdit.js';
import { FieldsView } from './FieldsView.js';
import type { Lookups } from './use-lookups.js';

type Doc = Record<string, unknown>;
const letters = (doc: Doc | null): AgreementLetter[] => (Array.isArray(doc?.agreementLetters) ? (doc!.agreementLetters as AgreementLetter[]) : []);
const countNote = (n: number) => `${n} of ${AGREEMENT_LETTERS_CHECKED} agreement letters checked`;

export function CertificationView({ doc, lookups }: { doc: Doc | null; lookups: Lookups }) {
  if (!doc) return <Typography color="text.secondary">Not filled in.</Typography>;
  const list = letters(doc);
  const checked = list.filter((l) => l.checked).length;
  return (
    <>
      <FieldsView fields={SECTION_FIELDS.certification} doc={doc} lookups={lookups} />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Agreement letters
      </Typography>
      <List dense aria-label="Agreement letters">
        {list.map((l) => (
          <ListItem key={l.id} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>{l.checked ? <CheckBoxIcon color="primary" fontSize="small" /> : <CheckBoxOutlineBlankIcon fontSize="small" />}</ListItemIcon>
            <ListItemText primary={l.title} secondary={l.checked ? 'Checked' : 'Not checked'} />
          </ListItem>
        ))}
      </List>
      {checked !== AGREEMENT_LETTERS_CHECKED && (
        <Alert severity="warning" variant="outlined">
          {countNote(checked)}: exactly {AGREEMENT_LETTERS_CHECKED} are expected.
        </Alert>
      )}
    </>
  );
}

export function CertificationEdit({ doc, onChange, errors, lookups, api }: { doc: Doc; onChange: (d: Doc) => void; errors: Record<string, string>; lookups: Lookups; api: RegistrationsApi }) {
  const list = letters(doc);
  const checked = list.filter((l) => l.checked).length;
  const letterError = errors.agreementLetters ?? Object.entries(errors).find(([k]) => k.startsWith('agreementLetters'))?.[1];
  return (
    <>
      <FieldsEdit idPrefix="certification" fields={SECTION_FIELDS.certification} doc={doc} onChange={onChange} errors={errors} lookups={lookups} api={api} />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
        <Typography component="legend" variant="subtitle2">
          Agreement letters
        </Typography>
        <FormGroup>
          {list.map((l, i) => (
            <FormControlLabel
              key={l.id}
              control={<Checkbox checked={l.checked} onChange={(e) => onChange({ ...doc, agreementLetters: list.map((x, j) => (j === i ? { ...x, checked: e.target.checked } : x)) })} />}
              label={l.title}
            />
          ))}
        </FormGroup>
        <FormHelperText error={Boolean(letterError) || checked !== AGREEMENT_LETTERS_CHECKED} aria-live="polite">
          {letterError ?? `${countNote(checked)}${checked !== AGREEMENT_LETTERS_CHECKED ? ` — check exactly ${AGREEMENT_LETTERS_CHECKED}.` : '.'}`}
        </FormHelperText>
      </Box>
    </>
  );
}

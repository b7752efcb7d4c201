// Revision exclusions (spec 3 §2 "A revision-exclude toggle per property", §3 "Exclusion item"): for
// each property a revision changed, a toggle that leaves the change out of the review, with a comment;
// the materials' changes can be excluded one by one (excludedSuboptionIds name the materials). An
// excluded property keeps the course from being approved (the rules say so on the Approve button).
import { Box, Checkbox, FormControlLabel, FormGroup, Switch, TextField, Typography } from '@mui/material';
import { MATERIALS_PROPERTY, propertyLabel } from './property-names.js';
import { SectionCard } from './SectionCard.js';
import { useReviewWorkspace } from './review-context.js';
import { useExclusionEdits } from './review-edits.js';
import type { Exclusion, ReviewModel } from '../../core/contract/review.js';

/** The properties a revision changed, in the order of its modifications, materials last; and any already excluded. */
export function excludableProperties(model: ReviewModel): string[] {
  const { basic, courseMaterial } = model.modifications;
  const names = [...basic];
  if (courseMaterial.added.length + courseMaterial.removed.length > 0) names.push(MATERIALS_PROPERTY);
  for (const e of model.exclusions) if (!names.includes(e.name)) names.push(e.name);
  return names;
}

function MaterialChanges({ exclusion, model, disabled, onChange }: { exclusion: Exclusion; model: ReviewModel; disabled: boolean; onChange: (ids: number[]) => void }) {
  const { added, removed } = model.modifications.courseMaterial;
  const titleOf = (id: number) => model.materials.courseMaterials.find((m) => m.id === id)?.title ?? `Material ${id}`;
  const chosen = new Set(exclusion.excludedSuboptionIds);
  const options = [...added.map((id) => ({ id, label: `Added: ${titleOf(id)}` })), ...removed.map((id) => ({ id, label: `Removed: ${titleOf(id)}` }))];
  return (
    <FormGroup sx={{ ml: 2 }} role="group" aria-label="Material changes to exclude">
      <Typography variant="body2">Exclude only these changes (none ticked: all of them):</Typography>
      {options.map((o) => (
        <FormControlLabel
          key={o.id}
          control={
            <Checkbox
              size="small"
              checked={chosen.has(o.id)}
              disabled={disabled}
              onChange={(e) => onChange(e.target.checked ? [...chosen, o.id] : [...chosen].filter((id) => id !== o.id))}
            />
          }
          label={o.label}
        />
      ))}
    </FormGroup>
  );
}

export function ExclusionsSection() {
  const { model, readOnly } = useReviewWorkspace();
  const change = useExclusionEdits();
  const names = excludableProperties(model);
  return (
    <SectionCard id="review-exclusions" title="Revision exclusions">
      {names.length === 0 ? (
        <Typography variant="body2">This submission changes no property of an approved course, so nothing can be excluded.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {names.map((name) => {
            const exclusion = model.exclusions.find((e) => e.name === name) ?? { name, isExcluded: false, comment: null, excludedSuboptionIds: [] };
            const label = propertyLabel(name);
            return (
              <Box component="li" key={name} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
                <FormControlLabel
                  control={<Switch checked={exclusion.isExcluded} disabled={readOnly} onChange={(e) => change(name, { isExcluded: e.target.checked })} />}
                  label={`Exclude ${label} from the revision`}
                />
                {exclusion.isExcluded && (
                  <>
                    <TextField
                      label={`Comment on ${label}`}
                      size="small"
                      fullWidth
                      multiline
                      value={exclusion.comment ?? ''}
                      disabled={readOnly}
                      onChange={(e) => change(name, { comment: e.target.value === '' ? null : e.target.value }, true)}
                      slotProps={{ htmlInput: { maxLength: 4000 } }}
                      sx={{ mt: 0.5 }}
                    />
                    {name === MATERIALS_PROPERTY && (
                      <MaterialChanges exclusion={exclusion} model={model} disabled={readOnly} onChange={(ids) => change(name, { excludedSuboptionIds: ids })} />
                    )}
                  </>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </SectionCard>
  );
}

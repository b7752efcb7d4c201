// The description (spec 3 §2 "description (with units)"): the course overview, which the analyst may
// correct in place (saved after the pause, like basic info), and its units. A district version or an
// adoption also opens the root course's description, to compare.
import { Box, Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { ChangedMark } from './ChangedMark.js';
import { useReviewWorkspace } from './review-context.js';
import { useDescriptionEdit } from './review-edits.js';
import { RootCourseDialog } from './RootCourseDialog.js';
import { SectionCard } from './SectionCard.js';

export function DescriptionSection() {
  const { model, readOnly } = useReviewWorkspace();
  const edit = useDescriptionEdit();
  const [comparing, setComparing] = useState(false);
  const { description } = model;
  const changed = new Set(model.modifications.basic);
  const rootCourseId = model.rootCourse.courseId;
  return (
    <SectionCard
      id="review-description"
      title="Description"
     
      actions={
        rootCourseId != null && (
          <Button size="small" onClick={() => setComparing(true)}>
            Root course description
          </Button>
        )
      }
    >
      <TextField
        label={
          <>
            Course description
            <ChangedMark changed={changed.has('courseDescription')} />
          </>
        }
        multiline
        minRows={3}
        maxRows={14}
        fullWidth
        value={description.courseDescription ?? ''}
        onChange={(e) => edit('courseDescription', e.target.value === '' ? null : e.target.value)}
        disabled={readOnly}
      />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        Units
        <ChangedMark changed={changed.has('units')} />
      </Typography>
      {description.units.length === 0 ? (
        <Typography variant="body2">No units.</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {description.units.map((unit, i) => (
            <Box component="li" key={i} sx={{ mb: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {unit.title}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {unit.description}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {rootCourseId != null && <RootCourseDialog kind="description" courseId={rootCourseId} open={comparing} onClose={() => setComparing(false)} />}
    </SectionCard>
  );
}

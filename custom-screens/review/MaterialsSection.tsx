// Course materials (spec 3 §2 "Course materials block; editing is allowed only when a flag says so"):
// add, edit and remove through the material modals when the review's materials flag allows it. In
// a revision an edit or a removal is a proposal (the server keeps the catalogue copy and lists the
// change), so after each change the list and the modifications are read again from the review.
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { MaterialDialog } from './MaterialDialog.js';
import { MaterialList } from './MaterialList.js';
import { RootCourseDialog } from './RootCourseDialog.js';
import { SectionCard } from './SectionCard.js';
import { errorMessage } from './review-errors.js';
import { useReviewWorkspace } from './review-context.js';
import type { Material, MaterialBody } from '../../core/contract/review.js';

export function MaterialsSection() {
  const { model, readOnly, api, autosave, update } = useReviewWorkspace();
  const notify = useNotify();
  const [editing, setEditing] = useState<Material | null | undefined>(undefined);
  const [removing, setRemoving] = useState<Material | null>(null);
  const [removingBusy, setRemovingBusy] = useState(false);
  const [comparing, setComparing] = useState(false);
  const editable = !readOnly && model.materials.isEditable;
  const submissionId = model.courseSubmissionId;
  const rootCourseId = model.rootCourse.courseId;

  /** The materials and modifications as the server has them now. */
  const reread = async () => {
    const fresh = await api.model(model.batch.reviewBatchId, model.courseReviewId);
    update((m) => ({ ...m, materials: fresh.materials, modifications: fresh.modifications }));
  };

  const save = (suffix: string, body: MaterialBody) =>
    autosave.now('materials', async () => {
      await api.saveMaterial(submissionId, suffix, body);
      await reread();
    });

  const remove = async () => {
    if (!removing) return;
    setRemovingBusy(true);
    try {
      await autosave.now('materials', async () => {
        await api.removeMaterial(submissionId, removing.id);
        await reread();
      });
      setRemoving(null);
    } catch (error) {
      notify(errorMessage(error, 'The material could not be removed.'), { type: 'error' });
    } finally {
      setRemovingBusy(false);
    }
  };

  return (
    <SectionCard
      id="review-materials"
      title="Course materials"
     
      actions={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {rootCourseId != null && (
            <Button size="small" onClick={() => setComparing(true)}>
              Root course materials
            </Button>
          )}
          {editable && (
            <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
              Add material
            </Button>
          )}
        </Box>
      }
    >
      {!readOnly && !model.materials.isEditable && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          This submission does not change its materials, so they cannot be edited here.
        </Typography>
      )}
      <MaterialList
        materials={model.materials.courseMaterials}
        actions={
          editable
            ? (m) =>
                m.isRemoved ? null : (
                  <Box sx={{ display: 'flex', gap: 0.5 }}>
                    <Button size="small" onClick={() => setEditing(m)} aria-label={`Edit ${m.title}`}>
                      Edit
                    </Button>
                    <Button size="small" color="error" onClick={() => setRemoving(m)} aria-label={`Remove ${m.title}`}>
                      Remove
                    </Button>
                  </Box>
                )
            : undefined
        }
      />
      <MaterialDialog open={editing !== undefined} editing={editing ?? null} onSave={save} onClose={() => setEditing(undefined)} />
      <Dialog open={removing !== null} onClose={removingBusy ? undefined : () => setRemoving(null)} aria-labelledby="remove-material-title" aria-describedby="remove-material-text">
        <DialogTitle id="remove-material-title">Remove course material?</DialogTitle>
        <DialogContent>
          <DialogContentText id="remove-material-text">
            {removing?.isAdded || model.scenario === 'new'
              ? `“${removing?.title}” is removed from this submission.`
              : `“${removing?.title}” is listed as removed by this submission; the course’s catalogue copy is left as it is.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)} disabled={removingBusy}>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={() => void remove()} disabled={removingBusy}>
            {removingBusy ? 'Removing…' : 'Remove'}
          </Button>
        </DialogActions>
      </Dialog>
      {rootCourseId != null && <RootCourseDialog kind="materials" courseId={rootCourseId} open={comparing} onClose={() => setComparing(false)} />}
    </SectionCard>
  );
}

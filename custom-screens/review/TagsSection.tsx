// Tags of the course (spec 3 §2): its tags, and the manage-tags modal (key t). Tags, like notes, are
// about the course: they can be changed on a read-only review too.
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { Box, Button, Chip, Typography } from '@mui/material';
import { ManageTagsDialog } from './ManageTagsDialog.js';
import { SectionCard } from './SectionCard.js';
import { useReviewWorkspace } from './review-context.js';

export function TagsSection({ managing, onManage }: { managing: boolean; onManage: (open: boolean) => void }) {
  const { model, update } = useReviewWorkspace();
  return (
    <SectionCard
      id="review-tags"
      title="Tags"
     
      actions={
        <Button size="small" variant="outlined" startIcon={<LocalOfferOutlinedIcon />} onClick={() => onManage(true)} aria-keyshortcuts="t">
          Manage tags
        </Button>
      }
    >
      {model.tags.length === 0 ? (
        <Typography variant="body2">No tags.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {model.tags.map((t) => (
            <li key={t.tagId}>
              <Chip label={`${t.name}${t.isDeprecated ? ' (deprecated)' : ''}${t.isDeleted ? ' (deleted)' : ''}`} size="small" />
            </li>
          ))}
        </Box>
      )}
      <ManageTagsDialog open={managing} submissionId={model.courseSubmissionId} onChanged={(tags) => update((m) => ({ ...m, tags }))} onClose={() => onManage(false)} />
    </SectionCard>
  );
}

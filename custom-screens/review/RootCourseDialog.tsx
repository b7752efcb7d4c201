// The modals "Course description of the root course" and "course materials of the root course" (spec 3
// §2): what the course this one was made from says, read when the modal opens, to compare.
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { MaterialList } from './MaterialList.js';
import { RequisiteList } from './RequisiteList.js';
import { errorMessage } from './review-errors.js';
import { useReviewApi } from './use-review-lookups.js';

export interface RootCourseDialogProps {
  kind: 'description' | 'materials';
  courseId: number;
  open: boolean;
  onClose: () => void;
}

function RootDescription({ courseId }: { courseId: number }) {
  const api = useReviewApi();
  const { data, error, isPending } = useQuery({ queryKey: ['review-screen', 'root-description', courseId], queryFn: ({ signal }) => api.rootDescription(courseId, signal), retry: false });
  if (isPending) return <LinearProgress aria-label="Loading the root course description" />;
  if (error || !data) return <Alert severity="error">{errorMessage(error, 'The root course description could not be loaded.')}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {data.courseDescription || 'No course description.'}
      </Typography>
      <RequisiteList title="Prerequisites" items={data.prerequisites} changed={false} />
      <RequisiteList title="Corequisites" items={data.corequisites} changed={false} />
      <Box>
        <Typography variant="subtitle2" component="h3">
          Units
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {data.units.map((u, i) => (
            <li key={i}>
              <Typography variant="body2">
                <strong>{u.title}</strong> — {u.description}
              </Typography>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

function RootMaterials({ courseId }: { courseId: number }) {
  const api = useReviewApi();
  const { data, error, isPending } = useQuery({ queryKey: ['review-screen', 'root-materials', courseId], queryFn: ({ signal }) => api.rootMaterials(courseId, signal), retry: false });
  if (isPending) return <LinearProgress aria-label="Loading the root course materials" />;
  if (error || !data) return <Alert severity="error">{errorMessage(error, 'The root course materials could not be loaded.')}</Alert>;
  return <MaterialList materials={data.courseMaterials} />;
}

export function RootCourseDialog({ kind, courseId, open, onClose }: RootCourseDialogProps) {
  const titleId = `root-${kind}-title`;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId}>{kind === 'description' ? 'Course description of the root course' : 'Course materials of the root course'}</DialogTitle>
      <DialogContent dividers>{open && (kind === 'description' ? <RootDescription courseId={courseId} /> : <RootMaterials courseId={courseId} />)}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

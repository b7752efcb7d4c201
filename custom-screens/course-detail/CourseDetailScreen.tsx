// /course/detail/:courseId?academicYearId= (spec 1 §2): one course in one academic year, a year
// selector, sections A to E, history, and the course modals. Every write answers with what was
// stored and the screen redraws from it; a stale edit (409) offers a reload.
import { Alert, Box, Button, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useNotify, usePermissions } from 'react-admin';
import { hasAbility } from '../../admin-ui/auth/staff-user.js';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { InstitutionLink } from '../_shared/InstitutionLink.js';
import { MaterialDialog } from '../review/MaterialDialog.js';
import type { Material, MaterialBody } from '../../core/contract/review.js';
import { COURSE_WRITE_ABILITY } from './access.js';
import { ActivateDialog } from './ActivateDialog.js';
import { ArchiveDialog } from './ArchiveDialog.js';
import { BasicInfoDialog } from './BasicInfoDialog.js';
import type { CourseDetail, Offering } from '../../core/contract/course-detail.js';
import { CopyDialog, type CopyMode } from './CopyDialog.js';
import { DescriptionDialog } from './DescriptionDialog.js';
import { HistorySection } from './HistorySection.js';
import { NativeSelect } from './NativeSelect.js';
import { OfferingDialog } from './OfferingDialog.js';
import { RubricDialog } from './RubricDialog.js';
import { BasicInfoSection, DescriptionSection, MaterialsSection, OfferingsSection, TagsNotesSection } from './Sections.js';
import { TagsDialog } from './TagsDialog.js';
import { useCourseApi } from './use-course-api.js';

type Modal = 'basic' | 'description' | 'rubric' | 'material' | 'offering' | 'archive' | 'activate' | 'copy' | 'years' | 'tags' | null;

/** ?edit=basic opens the basic info modal (a course just created goes there first). */
const EDIT_PARAM = 'edit';

export function CourseDetailScreen() {
  const params = useParams();
  const courseId = Number(params.courseId);
  const [search, setSearch] = useSearchParams();
  const yearParam = Number(search.get('academicYearId'));
  const yearId = Number.isInteger(yearParam) && yearParam > 0 ? yearParam : undefined;
  const api = useCourseApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const canEdit = hasAbility(usePermissions<string[]>().permissions, COURSE_WRITE_ABILITY);
  const key = ['course-detail', 'detail', courseId, yearId];
  const { data: detail, error, isPending, refetch } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.detail(courseId, yearId, signal),
    retry: false,
    enabled: Number.isInteger(courseId) && courseId > 0,
  });
  const [modal, setModal] = useState<Modal>(search.get(EDIT_PARAM) === 'basic' ? 'basic' : null);
  const [material, setMaterial] = useState<Material | null>(null);
  const [removing, setRemoving] = useState<Material | null>(null);
  const [offering, setOffering] = useState<Offering | null>(null);
  const [archivedOffering, setArchivedOffering] = useState<Offering | null>(null);
  // what a save did is said in the shell's notification, seen wherever the page is scrolled to
  const notify = useNotify();
  const setNotice = (message: string) => notify(message, { type: 'success' });

  const close = useCallback(() => {
    setModal(null);
    if (search.has(EDIT_PARAM)) {
      const next = new URLSearchParams(search);
      next.delete(EDIT_PARAM);
      setSearch(next, { replace: true });
    }
  }, [search, setSearch]);

  const show = (next: CourseDetail, message?: string) => {
    queryClient.setQueryData(key, next);
    queryClient.invalidateQueries({ queryKey: ['course-detail', 'history', courseId] });
    if (message) setNotice(message);
    close();
  };
  const reload = () => {
    close();
    void refetch();
  };

  if (!Number.isInteger(courseId) || courseId <= 0) return <Alert severity="error">The course id must be a whole number.</Alert>;
  if (isPending)
    return (
      <>
        <PageTitle title="Course" />
        <CircularProgress aria-label="Loading the course" sx={{ m: 4 }} />
      </>
    );
  if (error || !detail) {
    // a year the course has no record for (an old link): its newest year is one click away
    const otherYear = yearId !== undefined && (error as { status?: number } | null)?.status === 404;
    return (
      <>
        <PageTitle title="Course" />
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            otherYear ? (
              <Button color="inherit" size="small" onClick={() => setSearch({}, { replace: true })} sx={{ whiteSpace: 'nowrap' }}>
                Open its newest year
              </Button>
            ) : undefined
          }
        >
          {errorMessage(error, 'The course could not be loaded.')}
        </Alert>
      </>
    );
  }

  const yearChoices = detail.academicYears.map((y) => ({ id: y.academicYearId, name: y.name ?? String(y.academicYearId) }));
  const saveMaterial = async (suffix: string, body: MaterialBody) => {
    await api.saveMaterial(detail, suffix, body);
    const fresh = await api.detail(courseId, detail.academicYearId);
    queryClient.setQueryData(key, fresh);
  };
  const removeMaterial = async () => {
    if (!removing) return;
    try {
      const { courseMaterials } = await api.removeMaterial(detail, removing.id);
      queryClient.setQueryData(key, { ...detail, materials: { courseMaterials } });
      setNotice(`Material “${removing.title}” removed.`);
    } catch (err) {
      notify(errorMessage(err, 'The material could not be removed.'), { type: 'error' });
    }
    setRemoving(null);
  };

  const yearName = yearChoices.find((y) => y.id === detail.academicYearId)?.name;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200, minWidth: 0 }}>
      <PageTitle title={yearName ? `${detail.basicInfo.title} · ${yearName}` : detail.basicInfo.title} />
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ flex: '1 1 20rem', minWidth: 0 }}>
            <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
              {detail.basicInfo.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {detail.recordId} · <InstitutionLink institutionId={detail.institution.id} academicYearId={detail.academicYearId}>{detail.institution.name}</InstitutionLink>
              {detail.onlinePublisherName && detail.onlinePublisherName !== detail.institution.name ? ` · from ${detail.onlinePublisherName}` : ''}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              <Chip size="small" label={detail.isInCatalogue ? 'In the catalogue' : 'Not in the catalogue'} color={detail.isInCatalogue ? 'success' : 'default'} variant="outlined" />
              {detail.archivedType && <Chip size="small" color="error" variant="outlined" label="Archived" />}
              {detail.isDistrictCourse && <Chip size="small" variant="outlined" label="District course" />}
              {detail.isDistrictVersionOfCourse && <Chip size="small" variant="outlined" label="District version" />}
              {detail.isAdopted && <Chip size="small" variant="outlined" label="Adopted" />}
            </Box>
          </Box>
          <Box sx={{ width: { xs: '100%', sm: '12rem' } }}>
            <NativeSelect id="course-year" label="Academic year" value={detail.academicYearId} choices={yearChoices} onChange={(v) => v && setSearch({ academicYearId: String(v) })} />
          </Box>
        </Box>
        {canEdit && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" onClick={() => setModal('copy')}>
              Copy course
            </Button>
            <Button variant="outlined" onClick={() => setModal('years')}>
              Add academic years
            </Button>
          </Box>
        )}
        <Box>
          <BasicInfoSection detail={detail} canEdit={canEdit} onEdit={() => setModal('basic')} onRubric={() => setModal('rubric')} />
          <DescriptionSection detail={detail} canEdit={canEdit} onEdit={() => setModal('description')} />
          <MaterialsSection
            detail={detail}
            canEdit={canEdit}
            onAdd={() => {
              setMaterial(null);
              setModal('material');
            }}
            onEdit={(m) => {
              setMaterial(m);
              setModal('material');
            }}
            onRemove={setRemoving}
          />
          <OfferingsSection
            detail={detail}
            canEdit={canEdit}
            onAdd={() => {
              setOffering(null);
              setModal('offering');
            }}
            onUpdate={(o) => {
              setOffering(o);
              setModal('offering');
            }}
            onArchive={() => {
              setArchivedOffering(null);
              setModal('archive');
            }}
            onActivate={() => setModal('activate')}
            onPermission={(o) => {
              setArchivedOffering(o);
              setModal('archive');
            }}
          />
          <TagsNotesSection detail={detail} canEdit={canEdit} onTags={() => setModal('tags')} onNotes={(internalNotes) => queryClient.setQueryData(key, { ...detail, internalNotes })} />
          <HistorySection courseId={detail.courseId} version={detail.rowVersion} />
        </Box>
      </Stack>
      {canEdit && (
        <>
          <BasicInfoDialog open={modal === 'basic'} detail={detail} onSaved={(d) => show(d, 'Basic info saved.')} onReload={reload} onClose={close} />
          <DescriptionDialog open={modal === 'description'} detail={detail} onSaved={(d) => show(d, 'Description saved.')} onReload={reload} onClose={close} />
          <RubricDialog
            open={modal === 'rubric'}
            detail={detail}
            onSaved={(rubric) => {
              queryClient.setQueryData(key, { ...detail, rubric });
              void queryClient.invalidateQueries({ queryKey: ['course-detail', 'history', courseId] });
              close();
              setNotice('Rubric changed.');
            }}
            onReload={reload}
            onClose={close}
          />
          <MaterialDialog
            open={modal === 'material'}
            editing={material}
            onSave={async (suffix, body) => {
              await saveMaterial(suffix, body);
              setNotice(material ? 'Material saved.' : 'Material added.');
            }}
            onClose={close}
          />
          <OfferingDialog open={modal === 'offering'} detail={detail} editing={offering} onSaved={(d) => show(d, offering ? 'School offering updated.' : 'School added.')} onReload={reload} onClose={close} />
          <ArchiveDialog
            open={modal === 'archive'}
            detail={detail}
            archived={archivedOffering}
            onSaved={(d) => {
              if (d) show(d, 'Course archived.');
              else {
                setNotice('Activation permission changed.');
                reload();
              }
            }}
            onReload={reload}
            onClose={close}
          />
          <ActivateDialog open={modal === 'activate'} detail={detail} onSaved={(d) => show(d, 'Course activated.')} onClose={close} />
          <CopyDialog
            open={modal === 'copy' || modal === 'years'}
            mode={(modal === 'years' ? 'years' : 'copy') as CopyMode}
            detail={detail}
            onCopied={(d, toAnotherCourse) => {
              if (toAnotherCourse) {
                close();
                navigate(`/course/detail/${d.courseId}?academicYearId=${d.academicYearId}`);
              } else show(d, 'Course copied.');
            }}
            onReload={reload}
            onRefresh={() => void refetch()}
            onClose={close}
          />
          <TagsDialog
            open={modal === 'tags'}
            courseId={detail.courseId}
            onChanged={() => void queryClient.invalidateQueries({ queryKey: key })}
            onClose={close}
          />
          <Dialog open={removing !== null} onClose={() => setRemoving(null)} aria-labelledby="remove-material-title">
            <DialogTitle id="remove-material-title">Remove material</DialogTitle>
            <DialogContent>
              <DialogContentText>Remove “{removing?.title}” from this course year?</DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setRemoving(null)}>Cancel</Button>
              <Button color="error" variant="contained" onClick={removeMaterial}>
                Remove
              </Button>
            </DialogActions>
          </Dialog>
        </>
      )}
    </Box>
  );
}

// /institutions/details/{id} and /{year} (spec 1 §2): the institution's key facts and state, a switch
// between the years of its course list, the list of the year, and — with AdminManageInstitutions —
// edit, close the year / reopen, remove from the public course list and delete, each on its own
// confirmation screen. Copy course list (course managers) opens the course detail's dialog for this
// institution and year. Without a year in the path: the current year when the list has it, else
// the newest year of the list.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { usePermissions } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { hasAbility } from '../../admin-ui/auth/staff-user.js';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { CopyCourseListDialog } from '../course-detail/CopyCourseListDialog.js';
import { NativeSelect } from '../course-detail/NativeSelect.js';
import { COPY_COURSE_LIST, MANAGE_INSTITUTIONS } from './access.js';
import { CourseListTable } from './CourseListTable.js';
import { InstitutionHeader } from './InstitutionHeader.js';
import { QUERY_ROOT, actionPath, institutionApi } from './institution-api.js';
import type { InstitutionFacts } from '../../core/contract/institution-details.js';
import { institutionFormPath, institutionPath } from '../_shared/institution-paths.js';
import { liveReads } from '../../admin-ui/hub/hub-events.js';

const positive = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

function Actions({ i, yearId, onCopy }: { i: InstitutionFacts; yearId: number; onCopy: () => void }) {
  const { permissions } = usePermissions<string[]>();
  const manage = hasAbility(permissions, MANAGE_INSTITUTIONS);
  const copy = hasAbility(permissions, COPY_COURSE_LIST);
  if (i.isDeleted || (!manage && !copy)) return null;
  const closed = !i.isActive || i.yearClosedId != null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label="Institution actions">
      {manage && i.formKind && (
        <Button variant="outlined" component={Link} to={institutionFormPath(i.formKind, i.institutionId)}>
          Edit
        </Button>
      )}
      {copy && (
        <Button variant="outlined" onClick={onCopy}>
          Copy course list
        </Button>
      )}
      {manage && (
        <>
          {closed ? (
            <Button variant="outlined" component={Link} to={actionPath('reopen', i.institutionId, yearId)}>
              Reopen
            </Button>
          ) : (
            <Button variant="outlined" component={Link} to={actionPath('close', i.institutionId, yearId)}>
              Close year
            </Button>
          )}
          {!i.isRemovedFromPublicList && (
            <Button variant="outlined" component={Link} to={actionPath('remove', i.institutionId, yearId)}>
              Remove from public list
            </Button>
          )}
          <Button variant="outlined" color="error" component={Link} to={actionPath('delete', i.institutionId, yearId)}>
            Delete
          </Button>
        </>
      )}
    </Stack>
  );
}

export function InstitutionDetailsScreen() {
  const params = useParams();
  const institutionId = positive(params.institutionId);
  const pathYear = positive(params.academicYearId);
  const navigate = useNavigate();
  const call = useSpecApi();
  const api = useMemo(() => institutionApi(call), [call]);
  const [copying, setCopying] = useState(false);

  const years = useQuery({ queryKey: [QUERY_ROOT, institutionId, 'years'], queryFn: ({ signal }) => api.years(institutionId!, signal), enabled: institutionId != null });
  const current = useQuery({ queryKey: [QUERY_ROOT, 'current-year'], queryFn: ({ signal }) => api.currentYear(signal), enabled: pathYear == null, staleTime: 60 * 60_000, retry: false });
  const listYears = years.data ?? [];
  const fallbackYear = current.data && (listYears.some((y) => y.id === current.data.id) || !listYears.length) ? current.data.id : (listYears.at(-1)?.id ?? current.data?.id ?? null);
  const yearId = pathYear ?? (years.isSuccess && (current.isSuccess || current.isError) ? fallbackYear : null);
  const list = useQuery({ meta: liveReads('courses', 'course-years', 'course-offerings', 'institutions'), queryKey: [QUERY_ROOT, institutionId, 'list', yearId], queryFn: ({ signal }) => api.courseList(institutionId!, yearId!, signal), enabled: institutionId != null && yearId != null });

  const i = list.data?.institution;
  const yearName = list.data?.academicYear.name ?? '';
  // the year shown is always a choice, even when the list has no course that year
  const choices = list.data && !listYears.some((y) => y.id === list.data.academicYear.academicYearId) ? [...listYears, { id: list.data.academicYear.academicYearId, name: yearName }].sort((a, b) => a.id - b.id) : listYears;
  // the dialog resets when its preset changes: the same institution must stay the same object
  const [pickedId, pickedName, pickedType] = [i?.institutionId, i?.name, i?.institutionTypeId];
  const picked = useMemo(() => (pickedId != null && pickedName != null && pickedType != null ? { id: pickedId, name: pickedName, institutionTypeId: pickedType } : null), [pickedId, pickedName, pickedType]);
  const error = years.error ?? list.error;

  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <PageTitle title={i ? `${i.name} · ${yearName}` : 'Institution'} />
      <Button component={Link} to="/institutions" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Institutions
      </Button>
      {institutionId == null && <Alert severity="error">The institution in the address is not valid.</Alert>}
      {error && <Alert severity="error">{errorMessage(error, 'The institution could not be loaded.')}</Alert>}
      {(years.isLoading || list.isLoading) && <LinearProgress aria-label="Loading the institution" />}
      {/* a year whose list failed must not trap the user on it: the other years stay one choice away */}
      {list.isError && institutionId != null && yearId != null && listYears.length > 0 && (
        <Box sx={{ width: { xs: '100%', sm: '14rem' }, mt: 2 }}>
          <NativeSelect id="institution-year" label="Academic year" value={yearId} choices={listYears} onChange={(id) => id != null && navigate(institutionPath(institutionId, id))} />
        </Box>
      )}
      {i && list.data && yearId != null && (
        <Stack spacing={2}>
          <InstitutionHeader i={i} />
          <Actions i={i} yearId={yearId} onCopy={() => setCopying(true)} />
          <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1 }}>
              <Typography variant="h6" component="h2">
                Course list {yearName} ({list.data.courses.length})
              </Typography>
              <Box sx={{ width: { xs: '100%', sm: '14rem' } }}>
                <NativeSelect id="institution-year" label="Academic year" value={yearId} choices={choices} onChange={(id) => id != null && navigate(institutionPath(i.institutionId, id))} />
              </Box>
            </Stack>
            <CourseListTable courses={list.data.courses} yearName={yearName} />
          </Paper>
        </Stack>
      )}
      <CopyCourseListDialog open={copying} onClose={() => setCopying(false)} institution={picked} fromAcademicYearId={yearId} />
    </Box>
  );
}

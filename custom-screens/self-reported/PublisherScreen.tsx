// /courses/self-reported/publisher/:institutionId[?academicYearId] (spec 1 §2): one online publisher's
// self-reported courses of a year (the current year unless the address names one; a picker of the
// years it has courses in), 20 a page, each with its audit and the actions its state allows: select
// for audit, remove from audit, review audit cancellation. Successes show the spec's messages (spec 1 §8).
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Chip, Link as MuiLink, MenuItem, Snackbar, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PUBLISHER_PAGE_SIZE } from '../../resources/_course-audits.js';
import { SUBMISSION_STATUSES } from '../../resources/_enums.js';
import { FILTER_SELECT } from '../../admin-ui/kit/filter-layout.js';
import { PagedTable, type PagedColumn } from '../../admin-ui/kit/PagedTable.js';
import { ToneChip, type Tone } from '../../admin-ui/kit/ToneChip.js';
import { officeDateText } from '../../core/time/office-time.js';
import { HEADER_STATS_QUERY_KEY } from '../../admin-ui/shell/HeaderStats.js';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { RemoveFromAuditDialog } from './RemoveFromAuditDialog.js';
import { ReviewCancellationDialog } from './ReviewCancellationDialog.js';
import { SelectForAuditDialog } from './SelectForAuditDialog.js';
import { PUBLISHER_PAGE_SIZES, SELF_REPORTED_QUERY_ROOT, selfReportedApi } from './self-reported-api.js';
import type { PublisherCourseRow } from '../../core/contract/self-reported.js';
import { liveReads } from '../../admin-ui/hub/hub-events.js';

/** "In review (Course Audit queue)": the audit's submission in the spec's words (spec 1 §2 queue names) */
function submissionWords(s: PublisherCourseRow['submission']): string {
  if (!s) return '—';
  const status = SUBMISSION_STATUSES.find((x) => x.id === s.status)?.name ?? s.status;
  const queue = s.queueType === 'audit' ? 'Course Audit' : s.queueType === 'second' ? '2nd Review' : s.queueType === 'main' ? 'Main' : 'Hold';
  return `${status} (${queue} queue)`;
}

type Modal = { kind: 'select' | 'remove' | 'review'; course: PublisherCourseRow };

const TONES: Record<string, Tone> = { selected: 'success', cancellationRequested: 'warning', removed: 'neutral', cancelled: 'neutral' };

function AuditState({ course }: { course: PublisherCourseRow }) {
  const a = course.audit;
  if (!a) return <Typography variant="body2" color="text.secondary">Not audited</Typography>;
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <ToneChip tone={TONES[a.status] ?? 'neutral'} label={a.statusName} />
      <Typography variant="caption" color="text.secondary">
        {a.isActive ? `Selected ${officeDateText(a.selectedOn)}${a.selectedBy ? ` by ${a.selectedBy}` : ''}` : a.removedOn ? `Removed ${officeDateText(a.removedOn)}` : a.respondedOn ? `Cancelled ${officeDateText(a.respondedOn)}` : ''}
        {a.isActive && a.response === 'reject' ? ' · cancellation rejected' : ''}
      </Typography>
    </Stack>
  );
}

/** a course's title links to its detail in the year shown; its actions open `setModal`'s dialogs */
function columns(academicYearId: number, setModal: (modal: Modal) => void): PagedColumn<PublisherCourseRow>[] {
  return [
    {
      label: 'Course',
      sx: { minWidth: 160 },
      cell: (course) => (
        <>
          <MuiLink component={Link} to={`/course/detail/${course.courseId}?academicYearId=${academicYearId}`} sx={{ overflowWrap: 'anywhere' }}>
            {course.title}
          </MuiLink>
          {course.audit?.isActive && course.audit.title !== course.title && (
            <Typography variant="caption" display="block" color="text.secondary">
              Audit title: {course.audit.title}
            </Typography>
          )}
        </>
      ),
    },
    { label: 'Record', only: 'wide', cell: (course) => course.recordId },
    { label: 'Audit', cell: (course) => <AuditState course={course} /> },
    { label: 'Submission', only: 'wide', cell: (course) => submissionWords(course.submission) },
    { label: 'Actions', cell: (course) => <CourseActions course={course} setModal={setModal} /> },
  ];
}

function CourseActions({ course, setModal }: { course: PublisherCourseRow; setModal: (modal: Modal) => void }) {
  const a = course.audit;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {!a?.isActive && (
        <Button size="small" variant="outlined" onClick={() => setModal({ kind: 'select', course })} aria-label={`Select ${course.title} for audit`}>
          Select for audit
        </Button>
      )}
      {a?.status === 'cancellationRequested' && (
        <Button size="small" variant="contained" onClick={() => setModal({ kind: 'review', course })} aria-label={`Review the audit cancellation of ${course.title}`}>
          Review audit cancellation
        </Button>
      )}
      {a?.isActive && (
        <Button size="small" color="error" onClick={() => setModal({ kind: 'remove', course })} aria-label={`Remove ${course.title} from audit`}>
          Remove from audit
        </Button>
      )}
    </Box>
  );
}

export function PublisherScreen() {
  const institutionId = Number(useParams().institutionId);
  const valid = Number.isInteger(institutionId) && institutionId > 0;
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('academicYearId'));
  const call = useSpecApi();
  const api = useMemo(() => selfReportedApi(call), [call]);
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: [SELF_REPORTED_QUERY_ROOT, 'current-year'], queryFn: ({ signal }) => api.currentYear(signal), enabled: !(asked > 0), staleTime: 10 * 60_000 });
  const yearId = asked > 0 ? asked : current.data?.id;
  const [page, setPage] = useState({ page: 1, size: PUBLISHER_PAGE_SIZE });
  const list = useQuery({
    meta: liveReads('course-audits', 'courses', 'course-offerings'),
    queryKey: [SELF_REPORTED_QUERY_ROOT, 'publisher', institutionId, yearId, page],
    queryFn: ({ signal }) => api.publisher(institutionId, yearId!, page.page, page.size, signal),
    enabled: valid && yearId !== undefined,
    placeholderData: keepPreviousData,
  });
  const [modal, setModal] = useState<Modal | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const data = list.data;
  const yearName = data?.academicYear ?? '';

  const done = async (message: string) => {
    setModal(null);
    setNotice(message);
    await queryClient.invalidateQueries({ queryKey: [SELF_REPORTED_QUERY_ROOT] });
    await queryClient.invalidateQueries({ queryKey: HEADER_STATS_QUERY_KEY });
  };
  const chooseYear = (id: number) => {
    setPage((p) => ({ ...p, page: 1 }));
    setParams({ academicYearId: String(id) });
  };
  // the year picker offers the publisher's years, and the shown year even when it has no courses then
  const yearOptions = data ? (data.years.some((y) => y.academicYearId === data.academicYearId) ? data.years : [{ academicYearId: data.academicYearId, name: data.academicYear }, ...data.years]) : [];

  return (
    <Box sx={{ mt: 2 }}>
      <PageTitle title={data ? `Self-reported courses · ${data.name}` : 'Self-reported courses'} />
      <Button component={Link} to="/courses/self-reported" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Self-reported courses
      </Button>
      <Card component="section" aria-labelledby="publisher-title">
        <CardContent>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography id="publisher-title" variant="h6" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {data?.name ?? 'Online publisher'}
              {data && !data.isActive && <Chip size="small" label="Closed" sx={{ ml: 1 }} />}
            </Typography>
            {data && (
              <TextField select {...FILTER_SELECT} label="Academic year" value={String(data.academicYearId)} onChange={(e) => chooseYear(Number(e.target.value))}>
                {yearOptions.map((y) => (
                  <MenuItem key={y.academicYearId} value={String(y.academicYearId)}>
                    {y.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Box>
          <PagedTable
            label={data ? `Courses of ${data.name} in ${data.academicYear}` : ''}
            pagerLabel="Course pages"
            toolbar={
              <>
                {!valid && <Alert severity="error">The publisher in the address is not valid.</Alert>}
                {(list.error ?? current.error) && <Alert severity="error">{errorMessage(list.error ?? current.error, 'The publisher’s courses could not be loaded.')}</Alert>}
              </>
            }
            // its errors stand above, with the address's
            list={{ data, error: null, isFetching: list.isFetching }}
            loadingLabel="Loading the courses"
            empty={data && `${data.name} has no self-reported courses in ${data.academicYear}.`}
            columns={data ? columns(data.academicYearId, setModal) : []}
            rowKey={(course) => course.courseId}
            pager={{ page: page.page, pageSize: page.size, pageSizes: PUBLISHER_PAGE_SIZES, onPage: (p) => setPage((x) => ({ ...x, page: p })), onPageSize: (size) => setPage({ page: 1, size }) }}
          />
        </CardContent>
      </Card>
      {modal?.kind === 'select' && data && (
        <SelectForAuditDialog
          course={modal.course}
          year={yearName}
          onClose={() => setModal(null)}
          onSelect={async (title) => {
            const audit = await api.select(modal.course.courseId, { academicYearId: data.academicYearId, title });
            await done(`${audit.title} was selected for audit.`);
          }}
        />
      )}
      {modal?.kind === 'remove' && data && (
        <RemoveFromAuditDialog
          course={modal.course}
          publisher={data.name}
          onClose={() => setModal(null)}
          onRemove={async (scope) => {
            const answer = await api.remove({ courseId: modal.course.courseId, scope, academicYearId: data.academicYearId });
            await done(answer.note ? `${answer.message}. ${answer.note}` : answer.message);
          }}
        />
      )}
      {modal?.kind === 'review' && data && (
        <ReviewCancellationDialog
          course={modal.course}
          onClose={() => setModal(null)}
          onRespond={async (response, reason) => {
            const answer = await api.respond({ courseId: modal.course.courseId, response, reason, academicYearId: data.academicYearId });
            await done(answer.message);
          }}
        />
      )}
      <Snackbar open={notice !== null} autoHideDuration={8000} onClose={() => setNotice(null)} message={notice ?? ''} />
    </Box>
  );
}

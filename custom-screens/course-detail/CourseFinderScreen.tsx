// /course/detail without a course: the way in from the menu. Text finds courses by id, by record
// number and course years by title (the generic REST lists; record numbers may be digits too, so a
// number is searched, not opened blindly), one line per course with its school and the years found,
// each opening its detail.
import { Alert, Box, Button, Link, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useGetList, useGetMany, usePermissions } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { hasAbility } from '../../admin-ui/auth/staff-user.js';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { COURSE_WRITE_ABILITY } from './access.js';
import { CopyCourseListDialog } from './CopyCourseListDialog.js';
import { CreateCourseDialog } from './CreateCourseDialog.js';
import { finderRows, rowLink, type CourseHit, type CourseYearHit } from './finder-results.js';

const PAGE = { page: 1, perPage: 25 };

function Results({ q }: { q: string }) {
  const byRecord = useGetList<CourseHit>('courses', { filter: { q }, pagination: PAGE, sort: { field: 'recordId', order: 'ASC' } });
  const byTitle = useGetList<CourseYearHit & { id: number }>('course-years', { filter: { q }, pagination: PAGE, sort: { field: 'title', order: 'ASC' } });
  // digits may be a course id or (part of) a record number: the course with that id comes first
  const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
  const byId = useGetMany<CourseHit>('courses', { ids: id == null ? [] : [id] }, { enabled: id != null });
  const rows = finderRows([...(byId.data ?? []), ...(byRecord.data ?? [])], byTitle.data ?? []);
  // the courses' record numbers and schools, and the years' names, to tell alike titles apart
  const courses = useGetMany<CourseHit>('courses', { ids: rows.map((r) => r.courseId) }, { enabled: rows.length > 0 });
  const courseById = new Map((courses.data ?? []).map((c) => [c.id, c]));
  const schools = useGetMany<{ id: number; name: string }>('institutions', { ids: [...new Set((courses.data ?? []).map((c) => c.institutionId))] }, { enabled: Boolean(courses.data?.length) });
  const schoolName = new Map((schools.data ?? []).map((i) => [i.id, i.name]));
  // courses found by id or record number carry no title: their newest year's
  const untitled = rows.filter((r) => r.title == null).map((r) => r.courseId);
  const titled = useGetList<CourseYearHit & { id: number }>('course-years', { filter: { courseId: untitled }, pagination: { page: 1, perPage: 200 }, sort: { field: 'academicYearId', order: 'DESC' } }, { enabled: untitled.length > 0 });
  const newestTitle = new Map<number, string>();
  for (const y of titled.data ?? []) if (!newestTitle.has(y.courseId)) newestTitle.set(y.courseId, y.title);
  const years = useGetList<{ id: number; name: string }>('academic-years', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } }, { staleTime: 10 * 60_000 });
  const yearName = new Map((years.data ?? []).map((y) => [y.id, y.name]));
  if (byRecord.isPending || byTitle.isPending) return <Typography>Searching…</Typography>;
  if (byRecord.error && byTitle.error) return <Alert severity="error">The courses could not be searched.</Alert>;
  if (!rows.length) return <Typography>No course matches “{q}”.</Typography>;
  return (
    <List aria-label="Courses found">
      {rows.map((r) => {
        const course = courseById.get(r.courseId);
        const facts = [course?.recordId ?? `course ${r.courseId}`, course ? schoolName.get(course.institutionId) : null, r.yearIds.map((id) => yearName.get(id) ?? id).join(', ')];
        return (
          <ListItem key={r.courseId} disableGutters sx={{ display: 'block' }}>
            <Link component={RouterLink} to={rowLink(r)} sx={{ overflowWrap: 'anywhere' }}>
              {r.title ?? newestTitle.get(r.courseId) ?? course?.recordId ?? `Course ${r.courseId}`}
            </Link>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {facts.filter(Boolean).join(' · ')}
            </Typography>
          </ListItem>
        );
      })}
    </List>
  );
}

export function CourseFinderScreen() {
  const navigate = useNavigate();
  const { permissions } = usePermissions<string[]>();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [creating, setCreating] = useState(false);
  const [copyingList, setCopyingList] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQ(text.trim());
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 800 }}>
      <PageTitle title="Courses" />
      <Stack spacing={2}>
        <Typography component="h1" variant="h5">
          Courses
        </Typography>
        <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <TextField id="course-find" type="search" label="Course id, record number or title" size="small" value={text} onChange={(e) => setText(e.target.value)} sx={{ flex: '1 1 16rem' }} />
          <Button type="submit" variant="contained">
            Open
          </Button>
          {hasAbility(permissions, COURSE_WRITE_ABILITY) && (
            <>
              <Button variant="outlined" onClick={() => setCreating(true)}>
                Create course
              </Button>
              <Button variant="outlined" onClick={() => setCopyingList(true)}>
                Copy course list
              </Button>
            </>
          )}
        </Box>
        {(q.length >= 2 || /^\d+$/.test(q)) && <Results q={q} />}
      </Stack>
      <CopyCourseListDialog open={copyingList} onClose={() => setCopyingList(false)} />
      <CreateCourseDialog open={creating} onClose={() => setCreating(false)} onCreated={(d) => navigate(`/course/detail/${d.courseId}?academicYearId=${d.academicYearId}&edit=basic`)} />
    </Box>
  );
}

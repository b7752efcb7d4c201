// /dashboard/: the reviewer's queues first (spec 1 §2 "My Courses"), then the office's figures: the
// institutions by type and the user's recent changes.
import { Box } from '@mui/material';
import { useAppConfig } from '../shell/app-config.js';
import { PageTitle } from '../shell/page-title.js';
import { InstitutionCountsCard } from './InstitutionCountsCard.js';
import { MyCoursesCard } from './queues/MyCoursesCard.js';
import { RecentChangesCard } from './RecentChangesCard.js';

export function Dashboard() {
  const { model } = useAppConfig();
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
      <PageTitle title="Dashboard" />
      <MyCoursesCard />
      <InstitutionCountsCard model={model} />
      <RecentChangesCard model={model} />
    </Box>
  );
}

// /dashboard/: real figures that exist today. The review queues of spec 1 arrive with the review work.
import { Box } from '@mui/material';
import { useAppConfig } from '../shell/app-config.js';
import { PageTitle } from '../shell/page-title.js';
import { InstitutionCountsCard } from './InstitutionCountsCard.js';
import { RecentChangesCard } from './RecentChangesCard.js';

export function Dashboard() {
  const { model } = useAppConfig();
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
      <PageTitle title="Dashboard" />
      <InstitutionCountsCard model={model} />
      <RecentChangesCard model={model} />
    </Box>
  );
}

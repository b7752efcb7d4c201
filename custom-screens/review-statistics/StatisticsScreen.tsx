// /review/statistics: the signed-in analyst's decisions this week and today against the last, and
// reviews over the last four weeks: the review screen's statistics panel on its own page.
import { Box } from '@mui/material';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { StatsPanel } from '../review/StatsPanel.js';

export function StatisticsScreen() {
  return (
    <Box sx={{ mt: 2, maxWidth: 900 }}>
      <PageTitle title="My statistics" />
      <StatsPanel />
    </Box>
  );
}

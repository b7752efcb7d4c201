// Dashboard "My Courses" (spec 1 §2): the signed-in reviewer's queues as tabs, Main, Course Audit and,
// with AdminSecondReviewQueue, 2nd Review; Take next beside them. The tab and the page size are
// remembered (dashboard-preferences.ts).
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Box, Button, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useAbilities } from '../../shell/app-config.js';
import { QUEUE_NAMES } from '../../kit/review-words.js';
import { queuesFor, useDashboardPreferences } from './dashboard-preferences.js';
import type { DashboardQueue } from '../../../core/contract/queues.js';
import { QueuePanel } from './QueuePanel.js';
import { TakeNextDialog } from './TakeNextDialog.js';

export { REVIEW_ABILITY, SECOND_QUEUE_ABILITY } from './dashboard-preferences.js';

const tabId = (q: DashboardQueue) => `queue-tab-${q}`;
const panelId = (q: DashboardQueue) => `queue-panel-${q}`;

function MyCourses({ queues }: { queues: readonly DashboardQueue[] }) {
  const { tab, setTab, pageSize, setPageSize } = useDashboardPreferences(queues);
  const [taking, setTaking] = useState(false);
  return (
    <Card component="section" aria-labelledby="my-courses-title" sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id="my-courses-title" variant="h6" component="h2">
            My Courses
          </Typography>
          <Button variant="contained" startIcon={<PlaylistAddIcon />} onClick={() => setTaking(true)}>
            Take next
          </Button>
        </Box>
        <Tabs value={tab} onChange={(_, next: DashboardQueue) => setTab(next)} aria-label="Review queues" variant="scrollable" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: 'divider' }}>
          {queues.map((q) => (
            <Tab key={q} value={q} label={QUEUE_NAMES[q]} id={tabId(q)} aria-controls={panelId(q)} />
          ))}
        </Tabs>
        <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
          <QueuePanel key={tab} queue={tab} pageSize={pageSize} onPageSize={setPageSize} />
        </div>
        <TakeNextDialog open={taking} queues={queues} initialQueue={tab} onClose={() => setTaking(false)} />
      </CardContent>
    </Card>
  );
}

/** Nothing for staff who do not review (content editors): their dashboard keeps its other cards. */
export function MyCoursesCard() {
  const abilities = useAbilities();
  const queues = abilities ? queuesFor(abilities) : [];
  return queues.length ? <MyCourses queues={queues} /> : null;
}

// History and change history (spec 1 §2): the course's workflow events, and the audit trail of its
// rows. Loaded when the section is opened.
import { Alert, Box, LinearProgress, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dateTimeText } from '../../core/time/office-time.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { changeText } from './change-words.js';
import { DetailSection } from './DetailSection.js';
import { useCourseApi } from './use-course-api.js';


function HistoryTabs({ courseId, version }: { courseId: number; version: unknown }) {
  const api = useCourseApi();
  const [tab, setTab] = useState(0);
  const events = useQuery({ queryKey: ['course-detail', 'history', courseId, version], queryFn: ({ signal }) => api.history(courseId, signal), retry: false });
  const changes = useQuery({ queryKey: ['course-detail', 'changes', courseId, version], queryFn: ({ signal }) => api.changeHistory(courseId, signal), retry: false, enabled: tab === 1 });
  return (
    <Box>
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} aria-label="History" variant="scrollable" allowScrollButtonsMobile>
        <Tab label="History" id="history-tab-0" aria-controls="history-panel-0" />
        <Tab label="Change history" id="history-tab-1" aria-controls="history-panel-1" />
      </Tabs>
      <Box role="tabpanel" id={`history-panel-${tab}`} aria-labelledby={`history-tab-${tab}`} sx={{ pt: 2 }}>
        {tab === 0 && (
          <>
            {events.isPending && <LinearProgress aria-label="Loading the history" />}
            {events.error && <Alert severity="error">{errorMessage(events.error, 'The history could not be loaded.')}</Alert>}
            {events.data?.length === 0 && <Typography variant="body2">No history yet.</Typography>}
            <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
              {events.data?.map((e) => (
                <Box component="li" key={e.courseEventId}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {e.action}
                    {e.isSecondReview ? ' (2nd review)' : ''}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {[dateTimeText(e.actionDate), e.academicYear, e.analystName].filter(Boolean).join(' · ')}
                  </Typography>
                </Box>
              ))}
            </Box>
          </>
        )}
        {tab === 1 && (
          <>
            {changes.isPending && <LinearProgress aria-label="Loading the change history" />}
            {changes.error && <Alert severity="error">{errorMessage(changes.error, 'The change history could not be loaded.')}</Alert>}
            {changes.data?.entries.length === 0 && <Typography variant="body2">No changes recorded.</Typography>}
            <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
              {changes.data?.entries.map((e) => (
                <Box component="li" key={e.id}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {changeText(e)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {[dateTimeText(e.createdAt), e.userName].filter(Boolean).join(' · ')}
                  </Typography>
                </Box>
              ))}
            </Box>
          </>
        )}
      </Box>
    </Box>
  );
}

export function HistorySection({ courseId, version }: { courseId: number; version: unknown }) {
  const [opened, setOpened] = useState(false);
  return (
    <DetailSection id="section-history" title="History" defaultExpanded={false} onToggle={(open) => open && setOpened(true)}>
      {opened && <HistoryTabs courseId={courseId} version={version} />}
    </DetailSection>
  );
}

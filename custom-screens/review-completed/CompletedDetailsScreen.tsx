// /review/completed/{id} (spec 3 §2): one completed review: the decision and who took it, why the rules
// allowed it, the feedback ticked and the exclusions, the course's history, and the reversal.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BoltIcon from '@mui/icons-material/Bolt';
import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, List, ListItem, ListItemText, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { dateTimeText } from '../../core/time/office-time.js';
import { REVIEW_QUERY_ROOT, useReviewCall } from '../../admin-ui/kit/review-call.js';
import { DECISION_NAMES, DECISION_TONES, STATUS_NAMES, nameOf } from '../../admin-ui/kit/review-words.js';
import { ToneChip } from '../../admin-ui/kit/ToneChip.js';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { reviewSectionTitle } from '../../resources/_enums.js';
import { ScrollRegion } from '../../admin-ui/kit/ScrollRegion.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { completedApi } from './completed-api.js';
import type { CompletedDetails } from '../../core/contract/completed.js';
import { DecisionExplanation } from './DecisionExplanation.js';
import { ReversalPanel } from './ReversalPanel.js';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Summary({ d }: { d: CompletedDetails }) {
  const facts: [string, ReactNode][] = [
    ['Record', d.recordId ?? '—'],
    ['Institution', d.institutionName ?? `Institution ${d.institutionId}`],
    ['Analyst', d.analystName ?? `User ${d.analystId}`],
    ['Decided', dateTimeText(d.actionDate)],
    ['Started', dateTimeText(d.startedOn) || 'Not recorded'],
    ['Rubric value', d.rubricValue ?? 'None'],
    ['Submission now', nameOf(STATUS_NAMES, d.submissionStatus)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Feedback({ d }: { d: CompletedDetails }) {
  if (!d.statements.length && !d.exclusions.length) return <Typography color="text.secondary">No feedback was ticked and nothing was excluded.</Typography>;
  return (
    <Stack spacing={1}>
      {d.statements.length > 0 && (
        <List dense disablePadding aria-label="Feedback statements">
          {d.statements.map((s) => (
            <ListItem key={s.reviewStatementId} disableGutters>
              <ListItemText primary={s.statement ?? `Statement ${s.reviewStatementId}`} secondary={[reviewSectionTitle(s.section), s.notes].filter(Boolean).join(' · ')} />
            </ListItem>
          ))}
        </List>
      )}
      {d.exclusions.length > 0 && (
        <List dense disablePadding aria-label="Exclusions">
          {d.exclusions.map((x) => (
            <ListItem key={x.name} disableGutters>
              <ListItemText primary={`${x.name}: ${x.isExcluded ? 'excluded from the revision' : 'kept'}`} secondary={x.comment} />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}

function History({ submissionId }: { submissionId: number }) {
  const call = useReviewCall();
  const api = useMemo(() => completedApi(call), [call]);
  const history = useQuery({ queryKey: [REVIEW_QUERY_ROOT, 'history', submissionId], queryFn: ({ signal }) => api.history(submissionId, signal) });
  if (history.isPending) return <LinearProgress aria-label="Loading the history" />;
  if (history.error) return <Alert severity="error">{errorMessage(history.error, 'The history could not be loaded.')}</Alert>;
  if (!history.data.length) return <Typography color="text.secondary">Nothing has happened to this course yet.</Typography>;
  return (
    <ScrollRegion label="Course history">
      <Table size="small" aria-label="Course history">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>By</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {history.data.map((e) => (
            <TableRow key={e.courseEventId}>
              <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>{dateTimeText(e.actionDate)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {e.action}
                {e.isSecondReview && <Chip size="small" variant="outlined" label="2nd review" sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell>{e.analystName ?? 'System'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

export function CompletedDetailsScreen() {
  const { id = '' } = useParams();
  const call = useReviewCall();
  const api = useMemo(() => completedApi(call), [call]);
  const details = useQuery({ queryKey: [REVIEW_QUERY_ROOT, 'completed-details', id], queryFn: ({ signal }) => api.details(id, signal) });
  const d = details.data;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <PageTitle title={d ? `Completed review: ${d.title}` : 'Completed review'} />
      <Box>
        <Button component={Link} to="/review/completed" startIcon={<ArrowBackIcon />}>
          Completed reviews
        </Button>
      </Box>
      {details.isPending && <LinearProgress aria-label="Loading the review" />}
      {details.error && <Alert severity="error">{errorMessage(details.error, 'The review could not be loaded.')}</Alert>}
      {d && (
        <>
          <Card component="section" aria-labelledby="review-title">
            <CardContent>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                <Typography id="review-title" variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                  {d.title}
                </Typography>
                <ToneChip size="medium" tone={DECISION_TONES[d.decision]} label={DECISION_NAMES[d.decision]} />
                {d.isSecondReview && <ToneChip size="medium" tone="neutral" label="2nd review" />}
                {d.isExpressReview && <ToneChip size="medium" tone="warning" icon={<BoltIcon />} label="Express" />}
                {d.reversedOn && <ToneChip size="medium" tone="error" label="Reversed" />}
              </Stack>
              <Summary d={d} />
              <Button component={Link} to={`/course/detail/${d.courseId}?academicYearId=${d.academicYearId}`} size="small" sx={{ mt: 1 }}>
                Open the course
              </Button>
            </CardContent>
          </Card>
          <Section id="why-title" title="Why this decision was allowed">
            <DecisionExplanation explanation={d.explanation} ruleSetVersionId={d.ruleSetVersionId} />
          </Section>
          <Section id="feedback-title" title="Feedback and exclusions">
            <Feedback d={d} />
          </Section>
          <Section id="history-title" title="History">
            <History submissionId={d.courseSubmissionId} />
          </Section>
          <Section id="reversal-title" title="Decision reversal">
            <ReversalPanel details={d} reverse={api.reverse} />
          </Section>
        </>
      )}
    </Stack>
  );
}

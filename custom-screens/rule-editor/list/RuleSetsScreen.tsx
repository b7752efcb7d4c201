// /rules — the rule sets the server evaluates, each with its active version and how many versions
// and drafts it has.
import { Alert, Box, Card, Chip, LinearProgress, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { PageTitle } from '../../../admin-ui/shell/page-title.js';
import { errorMessage } from '../../../admin-ui/kit/server-errors.js';
import { RowCards } from '../../../admin-ui/kit/RowCards.js';
import { RULES_API } from '../api/rule-api.js';
import type { RuleSetSummary } from '../api/rule-types.js';
import { useReloadableJson } from '../api/use-reloadable-json.js';
import { ruleSetPath } from '../shared/routes.js';

export function RuleSetsScreen() {
  const { data, error, loading } = useReloadableJson<{ ruleSets: RuleSetSummary[] }>(RULES_API);
  return (
    <Box sx={{ mt: 1 }}>
      <PageTitle title="Rules" />
      <Typography variant="h5" component="h1" gutterBottom>
        Rules
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
        The rules the back office and the course screens apply. Change them in a draft, check the draft with its test cases and on recorded cases, then
        activate it: the server uses it at once.
      </Typography>
      {error && !data ? <Alert severity="error">{errorMessage(error, 'The rule sets could not be loaded.')}</Alert> : null}
      <Card>
        {loading && <LinearProgress />}
        <RowCards>
        <Table aria-label="Rule sets">
          <TableHead>
            <TableRow>
              <TableCell>Rule set</TableCell>
              <TableCell>Description</TableCell>
              <TableCell>Active version</TableCell>
              <TableCell align="right">Versions</TableCell>
              <TableCell align="right">Drafts</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.ruleSets.map((s) => (
              <TableRow key={s.name} hover sx={{ verticalAlign: 'top' }}>
                <TableCell sx={{ minWidth: 200 }}>
                  <Link component={LinkBase} to={ruleSetPath(s.name)} fontWeight={600}>
                    {s.title}
                  </Link>
                </TableCell>
                <TableCell sx={{ maxWidth: 560 }}>
                  <Typography variant="body2">{s.description}</Typography>
                </TableCell>
                <TableCell>{s.activeVersion ? <Chip size="small" color="success" label={`Version ${s.activeVersion}`} /> : <Chip size="small" color="warning" label="None" />}</TableCell>
                <TableCell align="right">{s.versions}</TableCell>
                <TableCell align="right">{s.drafts ? <Chip size="small" color="info" label={s.drafts} /> : 0}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        </RowCards>
      </Card>
    </Box>
  );
}

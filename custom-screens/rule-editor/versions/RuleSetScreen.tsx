// /rules/:ruleSet — one rule set: its versions and what can be done with them (new draft, compare,
// roll back; per version: edit or view, activate, delete a draft, audit history).
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { LinkBase, useParams } from 'react-admin';
import { PageTitle } from '../../../admin-ui/shell/page-title.js';
import { errorMessage } from '../../../admin-ui/kit/server-errors.js';
import { ruleSetUrl, useRuleApi } from '../api/rule-api.js';
import type { RuleSetDetail } from '../api/rule-types.js';
import { useReloadableJson } from '../api/use-reloadable-json.js';
import { RulesBreadcrumbs } from '../shared/RulesBreadcrumbs.js';
import { comparePath } from '../shared/routes.js';
import { NewDraftButton } from './NewDraftDialog.js';
import { RollbackButton } from './RollbackButton.js';
import { VersionsTable } from './VersionsTable.js';

export function RuleSetScreen() {
  const { ruleSet = '' } = useParams<{ ruleSet: string }>();
  const api = useRuleApi(ruleSet);
  const { data, error, loading, reload } = useReloadableJson<RuleSetDetail>(ruleSetUrl(ruleSet));
  const active = data?.versions.find((v) => v.status === 'active');

  return (
    <Box sx={{ mt: 1 }}>
      <PageTitle title={data ? `Rules: ${data.title}` : 'Rules'} />
      <RulesBreadcrumbs crumbs={[{ label: data?.title ?? ruleSet }]} />
      {error && !data ? <Alert severity="error">{errorMessage(error, 'The rule set could not be loaded.')}</Alert> : null}
      {data && (
        <>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'flex-start' }} sx={{ mb: 2 }}>
            <Box sx={{ flex: 1 }}>
              <Typography variant="h5" component="h1">
                {data.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 900 }}>
                {data.description}
              </Typography>
              <Box sx={{ mt: 1 }}>
                {active ? <Chip color="success" label={`Active: version ${active.version}`} /> : <Chip color="warning" label="No active version" />}
              </Box>
            </Box>
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
              <NewDraftButton api={api} ruleSet={ruleSet} versions={data.versions} />
              <Button variant="outlined" startIcon={<CompareArrowsIcon />} component={LinkBase} to={comparePath(ruleSet)} disabled={data.versions.length < 2}>
                Compare
              </Button>
              <RollbackButton api={api} versions={data.versions} onRolledBack={reload} />
            </Stack>
          </Stack>
          <Card>
            {loading && <LinearProgress />}
            <CardContent>
              <VersionsTable ruleSet={ruleSet} versions={data.versions} api={api} onChanged={reload} />
            </CardContent>
          </Card>
        </>
      )}
      {loading && !data && <LinearProgress />}
    </Box>
  );
}

// /rules/:ruleSet/compare?a=&b= — two versions side by side. Without a choice, the active version
// is compared with the newest other one.
import { Alert, Box, Card, CardContent, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-admin';
import { PageTitle } from '../../../admin-ui/shell/page-title.js';
import { errorMessage } from '../../../admin-ui/kit/server-errors.js';
import { ruleSetUrl, useRuleApi, vocabularyUrl } from '../api/rule-api.js';
import type { CompareResult, RuleSetDetail, RuleVersion, Vocabulary } from '../api/rule-types.js';
import { useReloadableJson } from '../api/use-reloadable-json.js';
import { RulesBreadcrumbs } from '../shared/RulesBreadcrumbs.js';
import { comparePath, ruleSetPath } from '../shared/routes.js';
import { CompareColumns } from './CompareColumns.js';

function defaultPair(versions: RuleVersion[]): [number, number] | null {
  if (versions.length < 2) return null;
  const active = versions.find((v) => v.status === 'active') ?? versions[1];
  const other = versions.find((v) => v.id !== active.id)!;
  // the older version on the left, so "added" reads as added
  return active.version < other.version ? [active.id, other.id] : [other.id, active.id];
}

function VersionSelect({ label, value, versions, onChange }: { label: string; value: number; versions: RuleVersion[]; onChange: (id: number) => void }) {
  return (
    <TextField select size="small" label={label} value={value || ''} onChange={(e) => onChange(Number(e.target.value))} sx={{ minWidth: 260 }}>
      {versions.map((v) => (
        <MenuItem key={v.id} value={v.id}>
          Version {v.version} ({v.status})
        </MenuItem>
      ))}
    </TextField>
  );
}

export function CompareScreen() {
  const { ruleSet = '' } = useParams<{ ruleSet: string }>();
  const { search } = useLocation();
  const navigate = useNavigate();
  const api = useRuleApi(ruleSet);
  const set = useReloadableJson<RuleSetDetail>(ruleSetUrl(ruleSet));
  const vocabulary = useReloadableJson<Vocabulary>(vocabularyUrl(ruleSet));
  const query = new URLSearchParams(search);
  const a = Number(query.get('a')) || 0;
  const b = Number(query.get('b')) || 0;
  const [result, setResult] = useState<{ data?: CompareResult; error?: unknown } | null>(null);

  useEffect(() => {
    if ((a && b) || !set.data) return;
    const pair = defaultPair(set.data.versions);
    if (pair) navigate(comparePath(ruleSet, ...pair), { replace: true });
  }, [a, b, navigate, ruleSet, set.data]);

  useEffect(() => {
    if (!a || !b) return;
    const abort = new AbortController();
    setResult(null);
    api.compare(a, b, abort.signal).then(
      (data) => setResult({ data }),
      (error: unknown) => !abort.signal.aborted && setResult({ error }),
    );
    return () => abort.abort();
  }, [a, b, api]);

  const words = {
    operators: Object.fromEntries((vocabulary.data?.operators ?? []).map((o) => [o.name, o.label])),
    facts: Object.fromEntries(Object.entries(vocabulary.data?.facts ?? {}).map(([name, fact]) => [name, fact.label])),
  };
  const title = set.data?.title ?? ruleSet;

  return (
    <Box sx={{ mt: 1 }}>
      <PageTitle title={`Compare versions: ${title}`} />
      <RulesBreadcrumbs crumbs={[{ label: title, to: ruleSetPath(ruleSet) }, { label: 'Compare versions' }]} />
      <Typography variant="h5" component="h1" gutterBottom>
        Compare versions
      </Typography>
      {set.error ? <Alert severity="error">{errorMessage(set.error, 'The rule set could not be loaded.')}</Alert> : null}
      {set.data && (
        <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
          <VersionSelect label="Version A" value={a} versions={set.data.versions} onChange={(id) => navigate(comparePath(ruleSet, id, b || id), { replace: true })} />
          <VersionSelect label="Version B" value={b} versions={set.data.versions} onChange={(id) => navigate(comparePath(ruleSet, a || id, id), { replace: true })} />
        </Stack>
      )}
      <Card>
        {a && b && !result ? <LinearProgress aria-label="Comparing" /> : null}
        <CardContent>
          {result?.error ? <Alert severity="error">{errorMessage(result.error, 'The versions could not be compared.')}</Alert> : null}
          {result?.data && <CompareColumns result={result.data} words={words} />}
          {set.data && set.data.versions.length < 2 && <Typography>This rule set has one version only.</Typography>}
        </CardContent>
      </Card>
    </Box>
  );
}

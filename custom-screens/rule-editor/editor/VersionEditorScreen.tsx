// /rules/:ruleSet/versions/:versionId — one version in the editor: a draft to edit, or an active or
// retired version to read, test and simulate.
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useNavigate, useNotify, useParams } from 'react-admin';
import { PageTitle } from '../../../admin-ui/shell/page-title.js';
import { errorMessage } from '../../../admin-ui/kit/server-errors.js';
import { ruleSetUrl, useRuleApi, vocabularyUrl, type RuleApi } from '../api/rule-api.js';
import type { RuleSetDetail, RuleVersion, Vocabulary } from '../api/rule-types.js';
import { useReloadableJson } from '../api/use-reloadable-json.js';
import { shortTime } from '../shared/format.js';
import { RulesBreadcrumbs } from '../shared/RulesBreadcrumbs.js';
import { editorPath, ruleSetPath } from '../shared/routes.js';
import { VersionStatusChip } from '../shared/VersionStatusChip.js';
import { DraftEditor } from './DraftEditor.js';

function NewDraftFromVersion({ api, ruleSet, version }: { api: RuleApi; ruleSet: string; version: RuleVersion }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      const draft = await api.createDraft({ fromVersionId: version.id });
      notify(`Draft version ${draft.version} created from version ${version.version}.`, { type: 'success' });
      navigate(editorPath(ruleSet, draft.id));
    } catch (error) {
      notify(errorMessage(error, 'The draft could not be created.'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={create} disabled={busy}>
      New draft from this version
    </Button>
  );
}

export function VersionEditorScreen() {
  const { ruleSet = '', versionId } = useParams<{ ruleSet: string; versionId: string }>();
  const navigate = useNavigate();
  const api = useRuleApi(ruleSet);
  const set = useReloadableJson<RuleSetDetail>(ruleSetUrl(ruleSet));
  const vocabulary = useReloadableJson<Vocabulary>(vocabularyUrl(ruleSet));
  const version = set.data?.versions.find((v) => String(v.id) === versionId);
  const title = set.data?.title ?? ruleSet;
  const backToSet = useCallback(() => navigate(ruleSetPath(ruleSet)), [navigate, ruleSet]);
  const failure = set.error ?? vocabulary.error;

  return (
    <Box sx={{ mt: 1 }}>
      <PageTitle title={version ? `${title}: version ${version.version}` : title} />
      <RulesBreadcrumbs crumbs={[{ label: title, to: ruleSetPath(ruleSet) }, { label: version ? `Version ${version.version}` : 'Version' }]} />
      {failure && !(set.data && vocabulary.data) ? <Alert severity="error">{errorMessage(failure, 'The rule set could not be loaded.')}</Alert> : null}
      {set.data && !version && <Alert severity="warning">Version {versionId} is not a version of this rule set, or it was deleted.</Alert>}
      {(!set.data || !vocabulary.data) && !failure && <LinearProgress />}
      {version && vocabulary.data && (
        <>
          <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 0.5 }}>
            <Typography variant="h5" component="h1">
              {title}: version {version.version}
            </Typography>
            <VersionStatusChip status={version.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {[version.basedOnVersion && `From version ${version.basedOnVersion}`, version.authorName && `by ${version.authorName}`, `created ${shortTime(version.createdAt)}`, version.activatedAt && `activated ${shortTime(version.activatedAt)}`]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <DraftEditor
            key={`${version.id}:${version.status}`}
            api={api}
            version={version}
            vocabulary={vocabulary.data}
            onActivated={set.reload}
            onDeleted={backToSet}
            newDraftAction={<NewDraftFromVersion api={api} ruleSet={ruleSet} version={version} />}
          />
        </>
      )}
    </Box>
  );
}

// The versions of a rule set, newest first: status, author, time, comment, tests, what changed, and
// the actions each allows.
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import ruleSetVersions from '../../../resources/rule-set-versions.js';
import { RowHistoryButton } from '../../../admin-ui/builder/inline-list/RowHistoryButton.js';
import type { RuleApi } from '../api/rule-api.js';
import type { RuleVersion } from '../api/rule-types.js';
import { activationBlock } from '../model/activation.js';
import { diffDetail, diffSummary } from '../model/diff-summary.js';
import { shortTime, versionLabel } from '../shared/format.js';
import { editorPath } from '../shared/routes.js';
import { TestsChip, VersionStatusChip } from '../shared/VersionStatusChip.js';
import { ActivateButton } from './ActivateButton.js';
import { DeleteDraftButton } from './DeleteDraftButton.js';

export interface VersionsTableProps {
  ruleSet: string;
  versions: RuleVersion[];
  api: RuleApi;
  onChanged: () => void;
}

export function VersionsTable({ ruleSet, versions, api, onChanged }: VersionsTableProps) {
  return (
    <Table size="small" aria-label="Versions">
      <TableHead>
        <TableRow>
          <TableCell>Version</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Created</TableCell>
          <TableCell>Comment</TableCell>
          <TableCell>Tests</TableCell>
          <TableCell>Changes</TableCell>
          <TableCell align="right">Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {versions.map((v) => (
          <TableRow key={v.id} hover aria-label={versionLabel(v.version)} selected={v.status === 'active'}>
            <TableCell>
              <Typography fontWeight={600}>{v.version}</Typography>
            </TableCell>
            <TableCell sx={{ maxWidth: 130 }}>
              <VersionStatusChip status={v.status} />
              {v.activatedAt && (
                <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.25 }}>
                  activated {shortTime(v.activatedAt)}
                </Typography>
              )}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {shortTime(v.createdAt)}
              <Typography variant="caption" component="div" color="text.secondary">
                by {v.authorName ?? 'the system'}
              </Typography>
            </TableCell>
            <TableCell sx={{ minWidth: 160, maxWidth: 320 }}>
              {v.comment}
              {v.basedOnVersion && (
                <Typography variant="caption" component="div" color="text.secondary">
                  from version {v.basedOnVersion}
                </Typography>
              )}
            </TableCell>
            <TableCell>
              <TestsChip passed={v.testsPassed} />
            </TableCell>
            <TableCell sx={{ minWidth: 150, maxWidth: 260 }}>
              <Tooltip title={<span style={{ whiteSpace: 'pre-line' }}>{diffDetail(v.diff) || 'No change'}</span>}>
                <Typography variant="body2">{diffSummary(v.diff, v.version)}</Typography>
              </Tooltip>
            </TableCell>
            <TableCell align="right">
              <Stack direction="row" spacing={0.5} justifyContent="flex-end" alignItems="center">
                <Button
                  size="small"
                  component={LinkBase}
                  to={editorPath(ruleSet, v.id)}
                  startIcon={v.status === 'draft' ? <EditIcon /> : <VisibilityIcon />}
                  aria-label={`${v.status === 'draft' ? 'Edit' : 'View'} version ${v.version}`}
                >
                  {v.status === 'draft' ? 'Edit' : 'View'}
                </Button>
                {v.status !== 'active' && <ActivateButton api={api} version={v} blockedReason={activationBlock(v)} onActivated={onChanged} variant="text" size="small" />}
                {v.status === 'draft' && <DeleteDraftButton api={api} version={v} onDeleted={onChanged} compact />}
                <RowHistoryButton def={ruleSetVersions} id={v.id} name={versionLabel(v.version)} />
              </Stack>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

// The newest entries of the whole audit trail: what was written last, by whom, to which record.
import { Alert, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { dateTimeText } from '../../core/time/office-time.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { ScrollRegion } from '../../admin-ui/kit/ScrollRegion.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { AUDIT_TYPE_LABELS } from '../../admin-ui/builder/audit-history.js';
import { fieldLabel, singularLabel } from '../../admin-ui/builder/labels.js';
import { useAppConfig } from '../../admin-ui/shell/app-config.js';
import type { AuditTrailEntry } from '../../core/contract/audit.js';
import { auditTrailApi } from './audit-trail-api.js';
import { AuditSection } from './AuditSection.js';

/** The record in words: "Rule set Course form", "Institution Lincoln High" (the id only when it has no name). */
function recordWords(e: AuditTrailEntry, model: ReturnType<typeof useAppConfig>['model']): string {
  const def = model.get(e.entity);
  const kind = def ? singularLabel(def) : e.entity === 'impersonation' ? 'Acting as' : e.entity;
  return `${kind} ${e.title ?? e.entityId}`;
}

export function LatestEntries() {
  const { model } = useAppConfig();
  const call = useSpecApi();
  const api = useMemo(() => auditTrailApi(call), [call]);
  const latest = useQuery({ queryKey: ['audit-trail', 'latest'], queryFn: ({ signal }) => api.latest(signal) });
  return (
    <AuditSection id="audit-latest" title="Latest entries">
      {latest.error && <Alert severity="error">{errorMessage(latest.error, 'The latest entries could not be loaded.')}</Alert>}
      {latest.data && (
        <ScrollRegion label="Latest entries: table" sx={{ maxHeight: 480 }}>
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell>Entry</TableCell>
                <TableCell>When</TableCell>
                <TableCell>Action</TableCell>
                <TableCell>Record</TableCell>
                <TableCell>User</TableCell>
                <TableCell>Fields</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {latest.data.entries.map((e) => (
                <TableRow key={e.id}>
                  <TableCell>{e.id}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTimeText(e.createdAt)}</TableCell>
                  <TableCell>{AUDIT_TYPE_LABELS[e.auditType] ?? e.auditType}</TableCell>
                  <TableCell>{recordWords(e, model)}</TableCell>
                  <TableCell>{e.personName || (!e.userName || e.userName === 'system' ? 'System' : e.userName)}</TableCell>
                  <TableCell>{e.fields.map((f) => fieldLabel(f, model.get(e.entity)?.fields[f], model)).join(', ')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </AuditSection>
  );
}

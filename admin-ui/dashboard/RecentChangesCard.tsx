// Dashboard card: the signed-in user's latest changes (GET /api/admin/audit/mine), each naming the
// record by its title (the server's) and what changed in the model's words.
import { Alert, Card, CardContent, CircularProgress, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { ResourceDef } from '../../core/model/define.js';
import { dateTimeText } from '../../core/time/office-time.js';
import { useServerJson } from '../data/useServerJson.js';
import { describeChange, type MyAuditEntry } from './recent-change-text.js';

export type { MyAuditEntry } from './recent-change-text.js';

const SHOWN = 10;

/** The record's screen, when the model still has one for it. */
function recordPath(entry: MyAuditEntry, model: ReadonlyMap<string, ResourceDef>): string | undefined {
  const def = entry.entity ? model.get(entry.entity) : undefined;
  if (!def || entry.entityId == null || entry.auditType === 'D') return undefined;
  const id = encodeURIComponent(String(entry.entityId));
  if (def.access.update !== false) return `/${def.name}/${id}`;
  return def.access.show !== false ? `/${def.name}/${id}/show` : undefined;
}

export function RecentChangesCard({ model }: { model: ReadonlyMap<string, ResourceDef> }) {
  const result = useServerJson<{ entries: MyAuditEntry[] }>('/api/admin/audit/mine');
  const entries = useMemo(() => (result.state === 'done' ? (result.data.entries ?? []).slice(0, SHOWN) : []), [result]);
  return (
    <Card component="section" aria-labelledby="recent-changes-title">
      <CardContent>
        <Typography id="recent-changes-title" variant="h6" component="h2" gutterBottom>
          My recent changes
        </Typography>
        {result.state === 'loading' && <CircularProgress size={24} aria-label="Loading recent changes" />}
        {result.state === 'failed' && <Alert severity="error">Your recent changes could not be loaded.</Alert>}
        {result.state === 'done' && !entries.length && <Typography color="text.secondary">You have not changed anything yet.</Typography>}
        {entries.length > 0 && (
          <List dense disablePadding>
            {entries.map((entry) => {
              const to = recordPath(entry, model);
              const text = (
                <ListItemText
                  primary={describeChange(entry, model)}
                  secondary={dateTimeText(entry.createdAt)}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              );
              return (
                <ListItem key={entry.id} disablePadding divider>
                  {to ? (
                    <ListItemButton component={Link} to={to} sx={{ px: 0 }}>
                      {text}
                    </ListItemButton>
                  ) : (
                    text
                  )}
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

// The Recent actions panel: GET /api/undo, newest first, each with Undo. The same list after a reload,
// in another tab (a change in one tab reads it again in the others) or on another computer. An undo
// the server refuses (someone changed the records since) shows the server's words.
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, MenuItem, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useRefresh, useUserMenu } from 'react-admin';
import { OPEN_EVENT } from './recent-actions-event.js';
import { UNDO_PATH, type UndoList, type UndoableAction } from '../../core/contract/undo.js';
import { shortDateTimeText } from '../../core/time/office-time.js';
import { getJson, httpClient } from '../data/http.js';
import { onUndoChange, undoAction } from '../data/undo-events.js';

/** The user menu's entry (loaded with the panel, out of the first load). */
export function RecentActionsMenuItem() {
  const menu = useUserMenu();
  return (
    <MenuItem
      onClick={() => {
        menu?.onClose();
        window.dispatchEvent(new Event(OPEN_EVENT));
      }}
    >
      Recent actions
    </MenuItem>
  );
}

type Message = { severity: 'success' | 'error'; text: string };

export default function RecentActionsPanel({ onClose }: { onClose: () => void }) {
  const [actions, setActions] = useState<UndoableAction[]>();
  const [failed, setFailed] = useState(false);
  const [message, setMessage] = useState<Message>();
  const [busy, setBusy] = useState<number>();
  const refresh = useRefresh();

  const load = useCallback(() => {
    getJson<UndoList>(UNDO_PATH).then(
      (list) => {
        setActions(list.actions);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);

  useEffect(() => {
    load();
    const stop = onUndoChange(load);
    window.addEventListener('focus', load);
    return () => {
      stop();
      window.removeEventListener('focus', load);
    };
  }, [load]);

  const undo = (action: UndoableAction) => {
    setBusy(action.id);
    setMessage(undefined);
    undoAction(httpClient, action.id).then(
      (done) => {
        setMessage({ severity: 'success', text: done.label });
        refresh();
      },
      (error: unknown) => setMessage({ severity: 'error', text: (error as { message?: string })?.message || 'This could not be undone.' }),
    ).finally(() => {
      setBusy(undefined);
      load();
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="recent-actions-title">
      <DialogTitle id="recent-actions-title">Recent actions</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          What you did in the last 30 minutes that can still be undone, newest first.
        </Typography>
        {message && (
          <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 1 }}>
            {message.text}
          </Alert>
        )}
        {failed && <Alert severity="error">The recent actions could not be read. Please try again.</Alert>}
        {actions && actions.length === 0 && <Typography>Nothing to undo.</Typography>}
        {actions && actions.length > 0 && (
          <List aria-label="Recent actions" dense>
            {actions.map((a) => (
              <ListItem key={a.id} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
                <ListItemText primary={a.label} secondary={a.canUndo ? shortDateTimeText(a.at) : (a.note ?? shortDateTimeText(a.at))} sx={{ minWidth: 0, overflowWrap: 'anywhere' }} />
                <Box sx={{ flexShrink: 0 }}>
                  <Button variant="outlined" size="small" disabled={!a.canUndo || busy !== undefined} onClick={() => undo(a)} aria-label={`Undo: ${a.label}`}>
                    Undo
                  </Button>
                </Box>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

// Notifications as closable alerts (spec 3 §2): a check for success, a warning triangle for errors,
// otherwise a cross. Keeps react-admin's undo for undoable mutations. A success settles the errors
// before it: the one shown and those still waiting give way at once, so a page reached by a save that
// worked never opens on the red message of an attempt before it (issue 20 §6). The notice after an
// action the server can undo (its answer named an X-Undo-Id) offers Undo, for 30 minutes on the
// server's side: the Recent actions panel lists it again (docs/undo.md).
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Alert, Button, Snackbar } from '@mui/material';
import { isValidElement, useCallback, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  CloseNotificationContext,
  undoableEventEmitter,
  useNotificationContext,
  useNotify,
  useRefresh,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';

import { takeFreshUndo, undoAction } from '../data/undo-events.js';
import { httpClient } from '../data/http.js';

const AUTO_HIDE_MS = 5000;

export function alertLook(type: string | undefined): { severity: 'success' | 'error' | 'warning' | 'info'; icon: ReactNode } {
  if (type === 'success') return { severity: 'success', icon: <CheckCircleOutlineIcon fontSize="inherit" /> };
  if (type === 'error') return { severity: 'error', icon: <WarningAmberIcon fontSize="inherit" /> };
  return { severity: type === 'warning' ? 'warning' : 'info', icon: <HighlightOffIcon fontSize="inherit" /> };
}

const isError = (n: NotificationPayload | undefined) => n?.type === 'error';

/** The notifications without the errors that came before the last success. */
export function settledBySuccess(notifications: NotificationPayload[]): NotificationPayload[] {
  const success = notifications.map((n) => n.type).lastIndexOf('success');
  return success < 0 ? notifications : notifications.filter((n, i) => i >= success || !isError(n));
}

export function AlertNotification() {
  const { notifications, takeNotification, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [current, setCurrent] = useState<NotificationPayload>();
  const [open, setOpen] = useState(false);
  // the server's undo of the action this notice reports (X-Undo-Id)
  const [undoId, setUndoId] = useState<number>();
  const notify = useNotify();
  const refresh = useRefresh();

  // before the page paints: no frame of the old error beside the new page
  useLayoutEffect(() => {
    if (!notifications.some((n: NotificationPayload) => n.type === 'success')) return;
    if (settledBySuccess(notifications).length !== notifications.length) setNotifications(settledBySuccess);
    if (isError(current)) {
      setCurrent(undefined);
      setOpen(false);
    }
  }, [notifications, current, setNotifications]);

  useEffect(() => {
    if (current || !notifications.length) return;
    const next = takeNotification();
    if (next) {
      setCurrent(next);
      // a notice with content of its own (an inline list's row saved, with its own Undo) keeps its own actions
      const ownActions = typeof next.message !== 'string';
      // taken whether offered or not: it belongs to this notice's action, never to a later one
      const fresh = takeFreshUndo();
      setUndoId(isError(next) || next.notificationOptions?.undoable || ownActions ? undefined : fresh);
      setOpen(true);
    }
  }, [notifications, current, takeNotification]);

  const settleUndoable = useCallback(
    (isUndo: boolean) => {
      const mutation = takeMutation();
      if (mutation) mutation({ isUndo });
      else undoableEventEmitter.emit('end', { isUndo });
    },
    [takeMutation],
  );

  const close = useCallback(() => setOpen(false), []);
  const exited = useCallback(() => {
    if (current?.notificationOptions?.undoable) settleUndoable(false);
    setCurrent(undefined);
    setUndoId(undefined);
  }, [current, settleUndoable]);

  const serverUndo = useCallback(
    (id: number) => {
      setOpen(false);
      undoAction(httpClient, id).then(
        (done) => {
          notify(done.label, { type: 'success' });
          refresh();
        },
        (error: Error) => notify(error.message, { type: 'error' }),
      );
    },
    [notify, refresh],
  );

  if (!current) return null;
  const { message, type, notificationOptions = {} } = current;
  const { autoHideDuration, messageArgs, undoable } = notificationOptions;
  const look = alertLook(type);
  const text = typeof message === 'string' ? translate(message, messageArgs) : isValidElement(message) ? message : null;

  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        open={open}
        onClose={(_, reason) => reason !== 'clickaway' && close()}
        autoHideDuration={autoHideDuration === undefined ? AUTO_HIDE_MS : (autoHideDuration ?? undefined)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{ transition: { onExited: exited } }}
      >
        <Alert
          severity={look.severity}
          icon={look.icon}
          variant="filled"
          onClose={close}
          action={
            undoable ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  settleUndoable(true);
                  setOpen(false);
                }}
              >
                {translate('ra.action.undo')}
              </Button>
            ) : undoId !== undefined ? (
              <Button color="inherit" size="small" onClick={() => serverUndo(undoId)}>
                Undo
              </Button>
            ) : undefined
          }
          sx={{ minWidth: 320 }}
        >
          {text}
        </Alert>
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
}

// Notifications as closable alerts (spec 3 §2): a check for success, a warning triangle for errors,
// otherwise a cross. Keeps react-admin's undo for undoable mutations.
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Alert, Button, Snackbar } from '@mui/material';
import { isValidElement, useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  CloseNotificationContext,
  undoableEventEmitter,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';

const AUTO_HIDE_MS = 5000;

export function alertLook(type: string | undefined): { severity: 'success' | 'error' | 'warning' | 'info'; icon: ReactNode } {
  if (type === 'success') return { severity: 'success', icon: <CheckCircleOutlineIcon fontSize="inherit" /> };
  if (type === 'error') return { severity: 'error', icon: <WarningAmberIcon fontSize="inherit" /> };
  return { severity: type === 'warning' ? 'warning' : 'info', icon: <HighlightOffIcon fontSize="inherit" /> };
}

export function AlertNotification() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [current, setCurrent] = useState<NotificationPayload>();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (current || !notifications.length) return;
    const next = takeNotification();
    if (next) {
      setCurrent(next);
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
  }, [current, settleUndoable]);

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

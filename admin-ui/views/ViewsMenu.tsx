// The Views menu (issue 23 §1, docs/views.md): a list's or screen's saved views, to open, and its
// actions: save the current view, rename, share with roles, make default for a role, delete. Plain
// props, no list context, so a generated list (list-views.tsx) and a hand-built screen both use it.
// Its dialogs load when first opened (React.lazy): the list's first load does not carry them.
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useState, type MouseEvent } from 'react';
import { Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import CheckIcon from '@mui/icons-material/Check';
import { useNotify } from 'react-admin';
import type { SavedViewJson, ViewState, ViewsAnswer } from '../../core/contract/views.js';
import { useSpecApi } from '../kit/spec-api.js';
import type { SpecCall } from '../kit/spec-call.js';
import { droppedNotice, viewsApi } from './views-api.js';
import type { DialogMode } from './dialog-mode.js';

const ViewDialog = lazy(() => import('./ViewDialog.js'));

export interface ViewsMenuProps {
  /** the resource's name or the screen's key */
  resource: string;
  /** the screen's state now, to save */
  current: () => ViewState;
  /** opens a view on the screen */
  apply: (view: SavedViewJson) => void;
  /** the view the screen shows, if any */
  active: SavedViewJson | null;
  onActiveChange: (view: SavedViewJson | null) => void;
  /** the views answer, once loaded (the list applies the role's default with it) */
  onLoaded?: (answer: ViewsAnswer) => void;
  /** a test's fake call; the shell's by default */
  call?: SpecCall;
}

export function ViewsMenu({ resource, current, apply, active, onActiveChange, onLoaded, call }: ViewsMenuProps) {
  const shellCall = useSpecApi();
  const api = useMemo(() => viewsApi(call ?? shellCall), [call, shellCall]);
  const notify = useNotify();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [answer, setAnswer] = useState<ViewsAnswer>({ views: [] });
  const [dialog, setDialog] = useState<DialogMode | null>(null);

  const load = useCallback(async () => {
    try {
      const next = await api.list(resource);
      setAnswer(next);
      onLoaded?.(next);
      return next;
    } catch {
      // the menu stays empty; the list itself works without views
      return null;
    }
  }, [api, resource, onLoaded]);
  useEffect(() => {
    void load();
  }, [load]);

  const close = () => setAnchor(null);
  const open = (view: SavedViewJson) => {
    close();
    apply(view);
    onActiveChange(view);
    const notice = droppedNotice(view);
    if (notice) notify(notice, { type: 'warning' });
  };
  const startDialog = (mode: DialogMode) => {
    close();
    setDialog(mode);
  };
  const remove = async () => {
    close();
    if (!active) return;
    try {
      await api.remove(active.id);
      notify(`The view “${active.name}” was deleted.`, { type: 'info' });
      onActiveChange(null);
      await load();
    } catch (e) {
      notify((e as Error).message || 'The view could not be deleted.', { type: 'error' });
    }
  };
  const saved = async (view: SavedViewJson) => {
    setDialog(null);
    onActiveChange(view);
    notify(droppedNotice(view) ?? `The view “${view.name}” was saved.`, { type: view.dropped.length ? 'warning' : 'info' });
    await load();
  };

  const sharer = answer.shareRoles !== undefined;
  const mine = active?.canChange === true;
  return (
    <>
      <Button
        size="small"
        startIcon={<BookmarksIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
      >
        Views
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {answer.views.map((v) => (
          <MenuItem key={v.id} selected={active?.id === v.id} onClick={() => open(v)}>
            <ListItemIcon>{active?.id === v.id ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText primary={v.name} secondary={[v.isDefaultForMe ? 'Default for your role' : null, v.canChange ? null : `Shared by ${v.ownerName}`].filter(Boolean).join(' · ') || undefined} />
          </MenuItem>
        ))}
        {answer.views.length === 0 && (
          <MenuItem disabled>
            <ListItemText primary="No saved views yet" />
          </MenuItem>
        )}
        <Divider />
        <MenuItem onClick={() => startDialog('save')}>Save current view…</MenuItem>
        {mine && <MenuItem onClick={() => startDialog('rename')}>Rename “{active.name}”…</MenuItem>}
        {mine && sharer && <MenuItem onClick={() => startDialog('share')}>Share with roles…</MenuItem>}
        {mine && sharer && <MenuItem onClick={() => startDialog('default')}>Make default for a role…</MenuItem>}
        {mine && <MenuItem onClick={() => void remove()}>Delete “{active.name}”</MenuItem>}
      </Menu>
      {dialog && (
        <Suspense fallback={null}>
          <ViewDialog
            mode={dialog}
            resource={resource}
            view={dialog === 'save' ? null : active}
            current={current}
            roles={answer.shareRoles ?? []}
            api={api}
            onClose={() => setDialog(null)}
            onSaved={(v) => void saved(v)}
          />
        </Suspense>
      )}
    </>
  );
}

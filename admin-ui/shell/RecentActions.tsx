// "Recent actions" in the user menu (issue 23 §2, docs/undo.md): opens the panel of the user's actions
// of the last 30 minutes that can still be undone. The panel is loaded when first opened (it is not
// part of the first load); the menu closes before it opens, so the host outside the menu holds it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { OPEN_EVENT } from './recent-actions-event.js';

const RecentActionsPanel = lazy(() => import('./RecentActionsPanel.js'));
const MenuEntry = lazy(() => import('./RecentActionsPanel.js').then((m) => ({ default: m.RecentActionsMenuItem })));

/** The user menu's entry, loaded with the panel when the menu first opens. */
export function RecentActionsMenuItem() {
  return (
    <Suspense fallback={null}>
      <MenuEntry />
    </Suspense>
  );
}

/** Where the panel opens (beside the app bar, outside the menu). */
export function RecentActionsHost() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(OPEN_EVENT, show);
    return () => window.removeEventListener(OPEN_EVENT, show);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <RecentActionsPanel onClose={() => setOpen(false)} />
    </Suspense>
  );
}

// The shell's own menu entries (the hand-built screens bring theirs): the dashboard, every staff
// member's home. Plain data, so that the model check reads it on the server (server/model/check-menu.ts)
// and the shell draws it in the browser (admin-ui/shell/menu-entries.ts).

export interface ShellMenuEntry {
  to: string;
  label: string;
  /** the menu section it sits in (resources/_menu.ts) */
  group: string;
  ability: string | readonly string[];
}

export const DASHBOARD_PATH = '/dashboard/';

export const SHELL_MENU_ENTRIES: readonly ShellMenuEntry[] = [{ to: DASHBOARD_PATH, label: 'Dashboard', group: 'Daily work', ability: 'authenticated' }];

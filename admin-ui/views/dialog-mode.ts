/** The Views menu's dialogs (ViewDialog.tsx), as the menu opens them. */
export type DialogMode = 'save' | 'rename' | 'share' | 'default';

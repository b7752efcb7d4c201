// The window event that opens the Recent actions panel (RecentActions.tsx).
export const OPEN_EVENT = 'ag-undo';

// How the queue screens lay out their filters: side by side as wide as their content, and below
// 768 px two to a line (react-admin's theme would stretch each to the full width, one per line,
// pushing the table off the first screen).
export const FILTER_BAR_SX = { display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' } as const;

export const FILTER_FIELD_SX = { m: 0, minWidth: { xs: 0, sm: 170 }, width: { xs: 'calc(50% - 4px)', sm: 'auto' } } as const;

/** Props of a filter select: "All" shown when nothing is chosen. */
export const FILTER_SELECT = { size: 'small', fullWidth: false, sx: FILTER_FIELD_SX, slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } } } as const;

/** Props of a day filter (YYYY-MM-DD). */
export const FILTER_DAY = { size: 'small', fullWidth: false, type: 'date', sx: FILTER_FIELD_SX, slotProps: { inputLabel: { shrink: true } } } as const;

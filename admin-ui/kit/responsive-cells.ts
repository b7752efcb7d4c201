// Table cells that give way on narrow windows (the shell's md breakpoint is 992 px): a wide-only
// column is hidden below it, and a narrow-only line (shown under another cell) takes its place.
export const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
export const NARROW_ONLY = { display: { xs: 'block', md: 'none' } } as const;
/** only on the widest windows (1600 px and more) */
export const WIDEST_ONLY = { display: { xs: 'none', xl: 'table-cell' } } as const;

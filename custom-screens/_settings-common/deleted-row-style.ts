// Deleted rows stay listed but read as gone: greyed and without actions.
export const deletedRowSx = { opacity: 0.5, '& td': { color: 'text.disabled' } } as const;

// A table of records that fits a phone: from 768 px up it is the table it was (scrolling sideways
// inside its box when it is wider), below it each row is a card of its own — its checkbox and first
// cell (the record's name) on top, then its other cells as "Column: value", then its actions — so that
// every row's action is on screen without scrolling sideways. The column names come from the table's
// own headings (labelTableCells), so a screen declares its columns once; sortable headings stay on top
// as a row of sort buttons.
import { Box, type SxProps, type Theme } from '@mui/material';
import { useLayoutEffect, useRef, type ReactNode } from 'react';

const INTERACTIVE = 'a[href], button, input, select, textarea, [role="button"], [role="checkbox"]';

/** A heading's visible words, without what is there for screen readers only (", sorted ascending"). */
function headingText(cell: HTMLTableCellElement): string {
  const words: string[] = [];
  const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    let hidden = false;
    for (let el = node.parentElement; el && el !== cell.parentElement; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.clip.startsWith('rect(0') || style.clipPath === 'inset(50%)') hidden = true;
    }
    if (!hidden) words.push(node.textContent ?? '');
  }
  return words.join('').trim();
}

function setData(el: HTMLElement, key: string, value: string | undefined) {
  if (el.dataset[key] === value) return;
  if (value === undefined) delete el.dataset[key];
  else el.dataset[key] = value;
}

const headingNames = new WeakMap<HTMLTableElement, string[]>();

/**
 * Marks the body cells of each table in `root` for the card layout: the first cell that is not a
 * checkbox is the row's name (`data-card="name"`), a cell with no content is left out
 * (`data-card="empty"`), and a cell of plain values gets its column's heading (`data-label`).
 * Cells holding controls (actions, inputs) get no label: their controls name themselves.
 */
export function labelTableCells(root: HTMLElement, headingsUnchanged = false): void {
  for (const table of root.querySelectorAll('table')) {
    const heading = table.tHead?.rows[0];
    // the headings' words need their styles (getComputedStyle): read again only when the headings changed
    const known = headingsUnchanged ? headingNames.get(table) : undefined;
    const names: string[] = known ?? [];
    let sorts = false;
    for (const cell of known ? [] : (heading?.cells ?? [])) {
      for (let i = 0; i < cell.colSpan; i++) names.push(headingText(cell));
      // a lone "select the page" box on top of the cards says what it selects
      const selectAll = cell.classList.contains('MuiTableCell-paddingCheckbox') ? cell.querySelector('input[type="checkbox"]')?.getAttribute('aria-label') : null;
      setData(cell, 'label', selectAll ?? undefined);
      // and the sortable headings, a bar of buttons there, say what they are for
      const firstSort = !sorts && cell.querySelector('.MuiTableSortLabel-root') !== null;
      if (firstSort) sorts = true;
      setData(cell, 'card', firstSort ? 'first-sort' : undefined);
    }
    headingNames.set(table, names);
    for (const body of table.tBodies)
      for (const row of body.rows) {
        let column = 0;
        let named = false;
        for (const cell of row.cells) {
          const checkbox = cell.classList.contains('MuiTableCell-paddingCheckbox');
          const empty = !cell.textContent?.trim() && !cell.querySelector(`${INTERACTIVE}, svg, img`);
          const controls = cell.querySelector(INTERACTIVE) !== null;
          const isName = !checkbox && !named && row.cells.length > 1;
          if (isName) named = true;
          setData(cell, 'card', isName ? 'name' : empty ? 'empty' : controls ? 'controls' : undefined);
          setData(cell, 'label', isName || checkbox || empty || controls || cell.colSpan > 1 ? undefined : names[column] || undefined);
          column += cell.colSpan;
        }
      }
  }
}

const rowCardsSx = (theme: Theme) => ({
  overflowX: 'auto',
  [theme.breakpoints.down('sm')]: {
    overflowX: 'visible',
    '& table, & thead, & tbody': { display: 'block', width: '100%' },
    // the headings that do something (sort, select the page) stay, as a bar above the cards
    '& thead tr': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 },
    '& thead th': { border: 0, px: 1, py: 0.5 },
    '& thead [data-label]': { display: 'flex', alignItems: 'center', flexBasis: '100%' },
    '& thead [data-label]::after': { content: 'attr(data-label)', ...theme.typography.body2, color: theme.palette.text.secondary },
    '& thead [data-card="first-sort"]::before': { content: '"Sort by"', ...theme.typography.body2, color: theme.palette.text.secondary, mr: 1 },
    [`& thead th:not(:has(${INTERACTIVE}))`]: { display: 'none' },
    '& tbody tr': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, py: 1, borderBottom: 1, borderColor: 'divider' },
    '& tbody td, & tbody th': { border: 0, px: 1, py: 0, minWidth: 0, textAlign: 'left', overflowWrap: 'anywhere' },
    '& tbody [data-card="name"]': { flex: '1 1 60%', py: 0.5 },
    '& tbody [data-card="empty"]': { display: 'none' },
    '& tbody [data-card="controls"]': { ml: 'auto' },
    '& tbody [data-label]::before': { content: 'attr(data-label) ": "', color: theme.palette.text.secondary },
  },
});

export function RowCards({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    labelTableCells(root);
    // rows come and go with pages, searches and edits in place; only our own attributes are not watched
    const inHead = (node: Node) => {
      const element = node instanceof Element ? node : node.parentElement;
      return element?.tagName === 'TABLE' || element?.closest('thead') != null;
    };
    const observer = new MutationObserver((records) => labelTableCells(root, !records.some((r) => inHead(r.target))));
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={ref} sx={[rowCardsSx, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}

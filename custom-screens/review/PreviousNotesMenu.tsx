// "Reuse an earlier note" beside a ticked statement's notes (GET feedback/previous/{section}): the
// analyst's own earlier notes in the statement's section, those written on this statement first,
// latest first within each. Picking one puts it in the notes (after what is there, on a new line)
// and gives the keyboard back to the notes box. A menu: arrows move, Enter picks, Escape closes.
import HistoryIcon from '@mui/icons-material/History';
import { Box, Button, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { usePreviousNotes } from './use-review-lookups.js';
import type { PreviousNote } from '../../core/contract/review.js';

export interface PreviousNotesMenuProps {
  reviewStatementId: number;
  section: string;
  /** what the notes say now: an earlier note saying just that is not offered */
  current: string | null;
  /** the statement's words, for the button's name (several statements may be ticked) */
  statementLabel: string;
  /** the words of another statement a note was written on */
  statementText: (reviewStatementId: number) => string | undefined;
  onPick: (notes: string) => void;
}

/** The notes worth offering: not what the box says already, this statement's first, each wording once. */
export function notesToOffer(notes: readonly PreviousNote[], reviewStatementId: number, current: string | null): PreviousNote[] {
  const now = (current ?? '').trim();
  const seen = new Set<string>();
  const ordered = [...notes.filter((n) => n.reviewStatementId === reviewStatementId), ...notes.filter((n) => n.reviewStatementId !== reviewStatementId)];
  return ordered.filter((n) => {
    const text = n.notes.trim();
    if (!text || text === now || seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

/** Notes after a picked one: the picked note alone, or added on a new line after what was written. */
export const withPicked = (current: string | null, picked: string) => (current && current.trim() ? `${current.replace(/\s+$/, '')}\n${picked}` : picked);

export function PreviousNotesMenu({ reviewStatementId, section, current, statementLabel, statementText, onPick }: PreviousNotesMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = usePreviousNotes(section, true);
  const offered = notesToOffer(data ?? [], reviewStatementId, current);
  if (offered.length === 0) return null;
  const menuId = `previous-notes-${reviewStatementId}`;
  return (
    <Box sx={{ ml: 4, mb: 1 }}>
      <Button
        size="small"
        startIcon={<HistoryIcon />}
        aria-label={`Reuse an earlier note on “${statementLabel}”`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Reuse an earlier note
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        // the focus goes to the notes box the pick filled, not back to this button
        disableRestoreFocus
        slotProps={{ paper: { sx: { maxWidth: 520, maxHeight: 420 } }, list: { 'aria-label': `Earlier notes on “${statementLabel}” and its section` } }}
      >
        {offered.map((note) => {
          const where = note.reviewStatementId === reviewStatementId ? 'Written on this statement' : `Written on: ${statementText(note.reviewStatementId) ?? `statement ${note.reviewStatementId}`}`;
          return (
            <MenuItem
              key={`${note.reviewStatementId}:${note.notes}`}
              onClick={() => {
                setAnchor(null);
                onPick(note.notes);
              }}
              sx={{ whiteSpace: 'normal', alignItems: 'flex-start' }}
            >
              <ListItemText
                primary={note.notes}
                secondary={where}
                slotProps={{ primary: { sx: { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' } }, secondary: { noWrap: true } }}
              />
            </MenuItem>
          );
        })}
      </Menu>
    </Box>
  );
}

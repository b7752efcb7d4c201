// The navbar's figures and user search on a narrow window: one app-bar button opens a panel with the
// header figures (as a list) and the user search, which the bar has no room to show beside the title.
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, List, ListItem, ListItemText, Popover, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useHeaderStats } from './HeaderStats.js';
import { UserSearch, USER_SEARCH_LABEL } from './UserSearch.js';

export const HEADER_MENU_TITLE_ID = 'header-menu-title';

/** The button's name says what it holds: the figures, the search, or both. */
export function headerMenuLabel(figures: boolean, search: boolean): string {
  if (figures && search) return 'Your figures and user search';
  return figures ? 'Your figures' : USER_SEARCH_LABEL;
}

export function HeaderMenu({ withFigures, withSearch }: { withFigures: boolean; withSearch: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const stats = useHeaderStats();
  const figures = withFigures && stats.length > 0;
  if (!figures && !withSearch) return null;
  const label = headerMenuLabel(figures, withSearch);
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" aria-expanded={Boolean(anchor)} onClick={(event) => setAnchor(event.currentTarget)}>
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': HEADER_MENU_TITLE_ID, sx: { width: 'min(360px, calc(100vw - 32px))', p: 2 } } }}
      >
        <Typography id={HEADER_MENU_TITLE_ID} variant="subtitle1" component="h2" gutterBottom>
          {label}
        </Typography>
        {withSearch && <UserSearch fullWidth autoFocus onChosen={close} />}
        {figures && (
          <List dense disablePadding aria-label="Statistics" sx={{ mt: withSearch ? 1 : 0 }}>
            {stats.map((s) => (
              <ListItem key={s.key} disableGutters>
                <ListItemText primary={`${s.label}: ${s.value}`} />
              </ListItem>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}

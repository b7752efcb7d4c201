// One collapsible section of the course detail (spec 1 §2: sections A to E), open at first; its
// actions sit in the section's body so that the summary stays one button.
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ReactNode } from 'react';

export function DetailSection({ id, title, actions, children, defaultExpanded = true, onToggle }: { id: string; title: string; actions?: ReactNode; children: ReactNode; defaultExpanded?: boolean; onToggle?: (open: boolean) => void }) {
  return (
    <Accordion defaultExpanded={defaultExpanded} disableGutters onChange={(_, open) => onToggle?.(open)} slots={{ heading: 'h2' }} slotProps={{ transition: { unmountOnExit: !defaultExpanded } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-content`} id={`${id}-header`}>
        {/* the Accordion's own heading element (h2 here) holds the summary button: one heading per section */}
        <Typography component="span" variant="h6">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>{actions}</Box>}
        {children}
      </AccordionDetails>
    </Accordion>
  );
}

/** A label and its value, in a grid that folds to one column on narrow screens. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' }, columnGap: 3, rowGap: 0.5, m: 0 }}>
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

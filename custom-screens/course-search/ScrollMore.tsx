// The infinite scroll's end of list (spec 1 §9: 50 more at a time): the next page loads when this
// comes into view, and its button does the same for keyboard users and browsers without
// IntersectionObserver.
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { countText } from './FacetPanel.js';

export interface ScrollMoreProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

/** Starts loading a little before the end is reached. */
const AHEAD = '400px';

export function ScrollMore({ shown, total, hasMore, loading, onMore }: ScrollMoreProps) {
  const end = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasMore, loading, onMore });
  latest.current = { hasMore, loading, onMore };
  useEffect(() => {
    const node = end.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasMore: more, loading: busy, onMore: load } = latest.current;
        if (entries.some((e) => e.isIntersecting) && more && !busy) load();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
    // observed afresh after each page: a new observer reports at once whether the end is still in view
  }, [shown, hasMore]);
  return (
    <Box ref={end} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 2 }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {countText(shown)} of {countText(total)} shown
      </Typography>
      {loading && <CircularProgress size={20} aria-label="Loading more courses" />}
      {hasMore && !loading && (
        <Button size="small" variant="outlined" onClick={onMore}>
          Show more courses
        </Button>
      )}
    </Box>
  );
}

// One titled part of the review screen: a region named by its heading, with optional actions beside it.
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface SectionCardProps {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}

export function SectionCard({ id, title, actions, children }: SectionCardProps) {
  const headingId = `${id}-title`;
  return (
    <Card component="section" aria-labelledby={headingId} id={id} sx={{ minWidth: 0 }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          {actions}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

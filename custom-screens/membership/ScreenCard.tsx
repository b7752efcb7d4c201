// The frame of every membership screen: page title, one card with its heading, and a way back.
import { Box, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../admin-ui/shell/page-title.js';

export function ScreenCard({ id, title, back, children }: { id: string; title: string; back?: { to: string; label: string }; children: ReactNode }) {
  return (
    <Box sx={{ mt: 2 }}>
      <PageTitle title={title} />
      {back && (
        <MuiLink component={Link} to={back.to} sx={{ display: 'inline-block', mb: 1 }}>
          ← {back.label}
        </MuiLink>
      )}
      <Card component="section" aria-labelledby={id}>
        <CardContent>
          <Typography id={id} variant="h6" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}

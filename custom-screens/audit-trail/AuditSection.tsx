// One titled part of the audit trail screen (a section named by its heading), with its explanation.
import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function AuditSection({ id, title, note, children }: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={`${id}-title`}>
      <CardContent>
        <Typography id={`${id}-title`} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {note && (
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {note}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}

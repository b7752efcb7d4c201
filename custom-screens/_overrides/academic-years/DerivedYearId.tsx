// The create form shows the id a new year will get instead of asking for it: the server derives it
// from the start date (year-id.ts), so nobody types 29 for 2025-26 by hand.
import { Typography } from '@mui/material';
import { Labeled } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { academicYearIdFor } from '../../../core/academic-years/year-id.js';

export function DerivedYearId({ label = 'ID' }: { source: string; label?: string }) {
  const startDate = useWatch({ name: 'startDate' });
  const id = academicYearIdFor(startDate);
  return (
    <Labeled label={label}>
      <Typography variant="body2" component="span">
        {id === undefined ? 'Follows from the start date' : `${id} (from the start date)`}
      </Typography>
    </Labeled>
  );
}

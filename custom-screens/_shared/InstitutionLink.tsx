// A link to an institution's detail page (institution-paths.ts). Inside a clickable row it opens the
// institution, not the row's own target: the click stops here.
import { Link as MuiLink } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { institutionPath } from './institution-paths.js';

export interface InstitutionLinkProps {
  institutionId: number;
  /** a year of its course list; without it, the detail page picks the current year */
  academicYearId?: number | null;
  /** what the link reads, usually the institution's name */
  children: ReactNode;
  /** another page of the institution (a district's own page); default its detail page */
  to?: string;
}

export function InstitutionLink({ institutionId, academicYearId, children, to }: InstitutionLinkProps) {
  return (
    <MuiLink component={Link} to={to ?? institutionPath(institutionId, academicYearId)} onClick={(e) => e.stopPropagation()} sx={{ overflowWrap: 'anywhere' }}>
      {children}
    </MuiLink>
  );
}

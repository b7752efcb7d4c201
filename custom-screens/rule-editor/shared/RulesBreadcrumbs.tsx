// Where the page sits: Rules › rule set › version. Every part but the last is a link.
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';

export interface Crumb {
  label: string;
  to?: string;
}

export function RulesBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
      <Link component={LinkBase} to="/rules" underline="hover" color="inherit">
        Rules
      </Link>
      {crumbs.map((c) =>
        c.to ? (
          <Link key={c.label} component={LinkBase} to={c.to} underline="hover" color="inherit">
            {c.label}
          </Link>
        ) : (
          <Typography key={c.label} color="text.primary">
            {c.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}

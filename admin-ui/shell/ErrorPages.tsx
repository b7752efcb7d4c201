// Error pages: /error/404 (and every unknown path), /error/500, /error/access.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { PageTitle } from './page-title.js';

export const ERROR_PATHS = { notFound: '/error/404', serverError: '/error/500', access: '/error/access' } as const;

function ErrorPage({ code, title, heading = title, message }: { code: string; title: string; heading?: string; message: string }) {
  return (
    <Box component="section" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640 }}>
      <PageTitle title={title} />
      <Typography variant="overline" color="text.secondary">
        {code}
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {heading}
      </Typography>
      <Typography sx={{ mb: 3 }}>{message}</Typography>
      <Button component={Link} to="/dashboard/" variant="contained" startIcon={<ArrowBackIcon />}>
        Back to the dashboard
      </Button>
    </Box>
  );
}

export function NotFoundPage() {
  return <ErrorPage code="Error 404" title="Page not found" message="The page you asked for does not exist or has moved." />;
}

export function ServerErrorPage() {
  return <ErrorPage code="Error 500" title="Something went wrong" message="An unexpected error occurred. Please try again in a moment." />;
}

export function AccessDeniedPage() {
  return (
    <ErrorPage
      code="Error 403"
      title="Access denied"
      heading="You do not have access to this page"
      message="Your role does not include the permission this page needs. If you think it should, ask an administrator."
    />
  );
}

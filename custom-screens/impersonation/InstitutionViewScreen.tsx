// /account/institutions: what an institution user has in the back office, read-only (their account and
// their institutions with role, permissions, course list sizes and submissions). Institution users hold
// no back-office abilities; this is their view, and the one an administrator acting as them sees.
import { Alert, Box, Card, CardContent, Chip, CircularProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useServerJson } from '../../admin-ui/data/useServerJson.js';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import type { InstitutionView } from '../../core/contract/impersonation.js';
import { messageOf } from './impersonation-api.js';

function Pair({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2">{value || '—'}</Typography>
    </Box>
  );
}

const pairs = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } };

export function InstitutionViewScreen() {
  const view = useServerJson<InstitutionView>('/api/account/institutions');
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <PageTitle title="Institutions and account" />
      {view.state === 'loading' && <CircularProgress aria-label="Loading" />}
      {view.state === 'failed' && <Alert severity="error">{messageOf(view.error, 'The account could not be loaded.')}</Alert>}
      {view.state === 'done' && (
        <>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h1" gutterBottom>
                {view.data.account.name}
              </Typography>
              <Box sx={pairs}>
                <Pair label="Username" value={view.data.account.username} />
                <Pair label="E-mail" value={view.data.account.email} />
                <Pair label="Phone" value={view.data.account.phone} />
                <Pair label="Position" value={view.data.account.position} />
                <Pair label="Role" value={view.data.account.role} />
              </Box>
            </CardContent>
          </Card>
          <Typography variant="h6" component="h2">
            Institutions ({view.data.institutions.length}
            {view.data.truncated ? '+' : ''})
          </Typography>
          {view.data.institutions.length === 0 && <Alert severity="info">This account belongs to no institution.</Alert>}
          {view.data.institutions.map((i) => (
            <Card key={i.userInstitutionId} component="section" aria-labelledby={`institution-${i.institutionId}`}>
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                  <Typography variant="subtitle1" component="h3" id={`institution-${i.institutionId}`} sx={{ fontWeight: 600 }}>
                    {i.name}
                  </Typography>
                  <Chip size="small" label={i.type} />
                  {!i.isActive && <Chip size="small" color="warning" label="Inactive" />}
                </Stack>
                <Box sx={pairs}>
                  <Pair label="Role here" value={i.role} />
                  <Pair label="City" value={i.city} />
                  <Pair label="CDS code" value={i.cdsCode} />
                  <Pair label="ATP code" value={i.atpCode} />
                  <Pair label="Phone" value={i.phone} />
                  <Pair label="Website" value={i.website} />
                </Box>
                <Typography variant="body2" sx={{ mt: 1.5 }}>
                  <strong>Permissions:</strong> {i.permissions.length ? i.permissions.join('; ') : 'only those of the role'}
                </Typography>
                <Box sx={{ display: 'grid', gap: 2, mt: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
                  <Table size="small" aria-label={`Course list of ${i.name} by academic year`}>
                    <TableHead>
                      <TableRow>
                        <TableCell>Academic year</TableCell>
                        <TableCell align="right">Courses offered</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {i.courseYears.length === 0 && (
                        <TableRow>
                          <TableCell colSpan={2}>No courses on the list.</TableCell>
                        </TableRow>
                      )}
                      {i.courseYears.map((y) => (
                        <TableRow key={y.academicYear}>
                          <TableCell>{y.academicYear}</TableCell>
                          <TableCell align="right">{y.courses}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                  <Table size="small" aria-label={`Submissions of ${i.name} by status`}>
                    <TableHead>
                      <TableRow>
                        <TableCell>Submission status</TableCell>
                        <TableCell align="right">Submissions</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {i.submissions.length === 0 && (
                        <TableRow>
                          <TableCell colSpan={2}>No submissions.</TableCell>
                        </TableRow>
                      )}
                      {i.submissions.map((s) => (
                        <TableRow key={s.status}>
                          <TableCell>{s.status}</TableCell>
                          <TableCell align="right">{s.count}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Box>
              </CardContent>
            </Card>
          ))}
        </>
      )}
    </Box>
  );
}

// /districts/edit/:institutionId (spec 1 §2): the district form of custom-screens/institution-forms
// (GET / POST /api/admin/institution/district) on a page; save and cancel return to the district list
// at the search and page it was opened from.
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { backToList } from '../_shared/institution-list/use-list-address.js';
import { InstitutionForm } from '../institution-forms/InstitutionForm.js';

export function DistrictEditScreen() {
  const id = Number(useParams().institutionId);
  const back = backToList('/districts', new URLSearchParams(useLocation().search));
  const navigate = useNavigate();
  return (
    <Box sx={{ mt: 2 }}>
      <PageTitle title="Edit district" />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            Edit district
          </Typography>
          <InstitutionForm kind="district" institutionId={id} onSaved={() => navigate(back)} onCancel={() => navigate(back)} />
        </CardContent>
      </Card>
    </Box>
  );
}

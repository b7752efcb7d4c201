// /institutions/form/school, /district (?schoolNetwork=true for a network) and /program, each with
// ?id= to edit: the form on a page; save and cancel both return to the institutions list.
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { InstitutionForm } from './InstitutionForm.js';
import type { FormKind } from './form-state.js';

const LIST = '/institutions';

function FormScreen({ kind }: { kind: FormKind }) {
  const navigate = useNavigate();
  const params = new URLSearchParams(useLocation().search);
  const id = Number(params.get('id')) || undefined;
  const network = params.get('schoolNetwork') === 'true';
  // "Add school" on a district's detail (custom-screens/districts) picks the district and returns there
  const districtId = kind === 'school' && !id ? Number(params.get('districtId')) || undefined : undefined;
  const back = districtId ? `/institutions/district/${districtId}` : LIST;
  const noun = kind === 'district' ? (network ? 'school network' : 'district') : kind;
  const title = `${id ? 'Edit' : 'Add'} ${noun}`;
  return (
    <Box sx={{ p: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Card>
        <CardContent>
          <InstitutionForm kind={kind} institutionId={id} schoolNetwork={network} districtId={districtId} onSaved={() => navigate(back)} onCancel={() => navigate(back)} />
        </CardContent>
      </Card>
    </Box>
  );
}

export const SchoolFormScreen = () => <FormScreen kind="school" />;
export const DistrictFormScreen = () => <FormScreen kind="district" />;
export const ProgramFormScreen = () => <FormScreen kind="program" />;

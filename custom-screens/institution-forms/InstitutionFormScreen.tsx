// /institutions/form/school, /district (?schoolNetwork=true for a network) and /program, each with
// ?institutionId= (the spec's name; ?id= still read) to edit: the form on a page. Save opens the
// saved institution's detail page; Cancel goes back where the user came from (straight from the
// address: the institution's detail, the district it was adding a school to, or the list).
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { districtPath, institutionPath } from '../_shared/institution-paths.js';
import { InstitutionForm } from './InstitutionForm.js';
import type { FormKind, FormModel } from './form-state.js';

const LIST = '/institutions';

const positiveId = (raw: string | null) => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined);

function FormScreen({ kind }: { kind: FormKind }) {
  const navigate = useNavigate();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const id = positiveId(params.get('institutionId')) ?? positiveId(params.get('id'));
  const network = params.get('schoolNetwork') === 'true';
  // "Add school" on a district's detail (custom-screens/districts) picks the district
  const districtId = kind === 'school' && !id ? positiveId(params.get('districtId')) : undefined;
  // react-router's first entry has the key 'default': there is no page of the app to go back to
  const cameFromApp = location.key !== 'default';
  const fallback = id ? institutionPath(id) : districtId ? districtPath(districtId) : LIST;
  const cancel = () => (cameFromApp ? navigate(-1) : navigate(fallback));
  // the form is done: Back from the detail returns to where the form was opened from, not to the form
  const saved = (model: FormModel) => navigate(institutionPath(Number(model.institutionId ?? id)), { replace: true });
  const noun = kind === 'district' ? (network ? 'school network' : 'district') : kind;
  const title = `${id ? 'Edit' : 'Add'} ${noun}`;
  return (
    <Box sx={{ p: 2 }}>
      <PageTitle title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Card>
        <CardContent>
          <InstitutionForm kind={kind} institutionId={id} schoolNetwork={network} districtId={districtId} onSaved={saved} onCancel={cancel} />
        </CardContent>
      </Card>
    </Box>
  );
}

export const SchoolFormScreen = () => <FormScreen kind="school" />;
export const DistrictFormScreen = () => <FormScreen kind="district" />;
export const ProgramFormScreen = () => <FormScreen kind="program" />;

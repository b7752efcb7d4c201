// /institutions/district/{id} (spec 1 §2): a district's facts (GET /api/admin/institution/{id}), its
// schools (GET /api/admin/institution/{id}/schools, paged and searchable, each opening its details),
// "Add school" opening the school form with the district picked, and the district's users.
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { usePermissions } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { INSTITUTION_TYPE } from '../../resources/_enums.js';
import { hasAbility } from '../../admin-ui/auth/staff-user.js';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { MANAGE_INSTITUTIONS, VIEW_INSTITUTION_USERS } from '../_shared/institution-list/abilities.js';
import { INITIAL_LIST } from '../_shared/institution-list/institution-list-api.js';
import type { ListRequest } from '../../core/contract/institutions.js';
import { InstitutionListCard } from '../_shared/institution-list/InstitutionListCard.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { useLookups } from '../institution-forms/use-lookups.js';
import { DistrictFacts, type InstitutionRecord } from './DistrictFacts.js';
import { DistrictUsersCard } from './DistrictUsersCard.js';
import { institutionPath } from '../_shared/institution-paths.js';
import { addSchoolPath } from './district-paths.js';

const DISTRICT_TYPES: readonly number[] = [INSTITUTION_TYPE.district, INSTITUTION_TYPE.schoolNetwork];

export function DistrictDetailScreen() {
  const id = Number(useParams().institutionId);
  const call = useSpecApi();
  const abilities = usePermissions<string[]>().permissions;
  const canManage = hasAbility(abilities, MANAGE_INSTITUTIONS);
  const lookups = useLookups('district', false);
  const [schools, setSchools] = useState<ListRequest>(INITIAL_LIST);
  const district = useQuery({ queryKey: ['institution', id], queryFn: ({ signal }) => call<InstitutionRecord>(`/api/admin/institution/${id}`, { method: 'GET', signal }) });
  const record = district.data;
  const notDistrict = record && !DISTRICT_TYPES.includes(record.institutionTypeId);
  const noun = record?.institutionTypeId === INSTITUTION_TYPE.schoolNetwork ? 'School network' : 'District';

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <PageTitle title={record ? record.name : 'District'} />
      <Card component="section" aria-labelledby="district-title">
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 1 }}>
            <Box>
              <Typography variant="overline" component="p" color="text.secondary">
                {noun}
              </Typography>
              <Typography id="district-title" variant="h5" component="h1">
                {record?.name ?? 'District'}
              </Typography>
            </Box>
            {record && !notDistrict && canManage && (
              <Stack direction="row" spacing={1}>
                <Button component={Link} to={`/districts/edit/${id}`} variant="outlined">
                  Edit {noun.toLowerCase()}
                </Button>
                <Button component={Link} to={addSchoolPath(id)} variant="contained">
                  Add school
                </Button>
              </Stack>
            )}
          </Stack>
          {district.isPending && <LinearProgress aria-label="Loading the district" />}
          {district.error && <Alert severity="error">{errorMessage(district.error, 'The district could not be loaded.')}</Alert>}
          {notDistrict && <Alert severity="warning">{record.name} is not a district or a school network.</Alert>}
          {record && !notDistrict && <DistrictFacts record={record} lookups={lookups} />}
        </CardContent>
      </Card>
      {record && !notDistrict && (
        <>
          <InstitutionListCard
            title="Schools"
            level={2}
            noun="schools"
            base={`/api/admin/institution/${id}/schools`}
            request={schools}
            onRequest={setSchools}
            countyFilter={false}
            linkOf={(row) => institutionPath(row.institutionId)}
          />
          {hasAbility(abilities, VIEW_INSTITUTION_USERS) && <DistrictUsersCard institutionId={id} />}
        </>
      )}
    </Box>
  );
}

// /schools/ (spec 3 "Schools"): the schools, 25 a page, searched by name or CDS code, filtered by
// county, closed ones included or not; a row (or its name) opens the school's details, Edit its
// form. The search and page live in the address, so the form returns to them.
import { Box, Button } from '@mui/material';
import { usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import { hasAbility } from '../../admin-ui/auth/staff-user.js';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { MANAGE_INSTITUTIONS } from '../_shared/institution-list/abilities.js';
import { institutionPath } from '../_shared/institution-paths.js';
import { InstitutionListCard } from '../_shared/institution-list/InstitutionListCard.js';
import { editPath, useListAddress } from '../_shared/institution-list/use-list-address.js';

export function SchoolsListScreen() {
  const [request, setRequest, listSearch] = useListAddress();
  const canEdit = hasAbility(usePermissions<string[]>().permissions, MANAGE_INSTITUTIONS);
  return (
    <Box sx={{ mt: 2 }}>
      <PageTitle title="Schools" />
      <InstitutionListCard
        title="Schools"
        level={1}
        noun="schools"
        base="/api/admin/institution/type/school"
        request={request}
        onRequest={setRequest}
        withDistrict
        linkOf={(row) => institutionPath(row.institutionId)}
        actions={
          canEdit
            ? (row) => (
                <Button component={Link} size="small" to={editPath('/schools/edit', row.institutionId, listSearch)} aria-label={`Edit ${row.name}`}>
                  Edit
                </Button>
              )
            : undefined
        }
      />
    </Box>
  );
}

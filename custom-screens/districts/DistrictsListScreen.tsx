// /districts/ (spec 1 §2): the districts, 25 a page, searched by name or CDS code, filtered by county,
// closed ones included or not; a row (or its name) opens the district's own page, Edit its form. The search and page
// live in the address, so the form returns to them.
import { Box, Button } from '@mui/material';
import { usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import { hasAbility } from '../../admin-ui/auth/staff-user.js';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { MANAGE_INSTITUTIONS } from '../_shared/institution-list/abilities.js';
import { InstitutionListCard } from '../_shared/institution-list/InstitutionListCard.js';
import { editPath, useListAddress } from '../_shared/institution-list/use-list-address.js';
import { districtPath } from '../_shared/institution-paths.js';

export function DistrictsListScreen() {
  const [request, setRequest, listSearch] = useListAddress();
  const canEdit = hasAbility(usePermissions<string[]>().permissions, MANAGE_INSTITUTIONS);
  return (
    <Box sx={{ mt: 2 }}>
      <PageTitle title="Districts" />
      <InstitutionListCard
        title="Districts"
        level={1}
        noun="districts"
        base="/api/admin/institution/type/district"
        request={request}
        onRequest={setRequest}
        linkOf={(row) => districtPath(row.institutionId)}
        actions={
          canEdit
            ? (row) => (
                <Button component={Link} size="small" to={editPath('/districts/edit', row.institutionId, listSearch)} aria-label={`Edit ${row.name}`}>
                  Edit
                </Button>
              )
            : undefined
        }
      />
    </Box>
  );
}

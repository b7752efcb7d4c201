// The institution's name in the generated list and show screens links to its details and course list
// (/institutions/details/{id}, custom-screens/institution-details); the rest of the row still opens
// the edit screen.
import { Link } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { defineScreenOverrides } from '../../../admin-ui/screen-overrides.js';

function InstitutionNameLink() {
  const record = useRecordContext<{ id: number; name: string }>();
  if (!record) return null;
  return (
    <Link component={RouterLink} to={`/institutions/details/${record.id}`} onClick={(e) => e.stopPropagation()} sx={{ overflowWrap: 'anywhere' }}>
      {record.name}
    </Link>
  );
}

export default defineScreenOverrides({ fields: { name: { field: InstitutionNameLink } } });

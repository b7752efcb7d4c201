// The institution's name in the generated list and show screens is a link to its detail page (the
// resource's recordPage, custom-screens/institution-details), which a row click opens as well: a link
// for the keyboard, a new tab and a screen reader.
import { useRecordContext } from 'react-admin';
import { defineScreenOverrides } from '../../../admin-ui/screen-overrides.js';
import { InstitutionLink } from '../../_shared/InstitutionLink.js';

function InstitutionNameLink() {
  const record = useRecordContext<{ id: number; name: string }>();
  if (!record) return null;
  return <InstitutionLink institutionId={record.id}>{record.name}</InstitutionLink>;
}

export default defineScreenOverrides({ fields: { name: { field: InstitutionNameLink } } });

// Users keep the generated screens; the edit screen's toolbar adds the way to the user's institutions
// (spec 2 §2, §7), a save says when a new position raised the role or left it (spec 2 §4), and a new
// account says what happens next: it stays inactive until its e-mail is verified ("User created",
// spec 2 §8).
import ApartmentIcon from '@mui/icons-material/Apartment';
import { Button, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { Link } from 'react-router-dom';
import { defineScreenOverrides } from '../../../admin-ui/screen-overrides.js';
import users from '../../../resources/users.js';

function InstitutionsButton() {
  const record = useRecordContext();
  if (!record) return null;
  return <Button component={Link} to={`/membership/users/edit/${record.id}/institutions`} label="Institutions" startIcon={<ApartmentIcon />} />;
}

/** After a save, the position warnings of the server (a new position raises the role or leaves it, spec 2 §4, §8). */
function useEditSaved() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (data: Record<string, unknown>) => {
    const warnings = Array.isArray(data.warnings) ? (data.warnings as string[]) : [];
    notify(['User updated.', ...warnings].join(' '), { type: warnings.length ? 'warning' : 'success', autoHideDuration: warnings.length ? 10_000 : undefined });
    redirect('list', users.name);
  };
}

/** After creating: the server's word on the verification mail, then the new account's form. */
function useCreated() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (data: Record<string, unknown>) => {
    notify(`${data.message ?? 'User created'}. ${data.notice ?? ''}`.trim(), { type: 'success', autoHideDuration: 10_000 });
    redirect(`/membership/users/edit/${data.id}`);
  };
}

export default defineScreenOverrides({
  editScreen: { toolbar: InstitutionsButton, useOnSaved: useEditSaved },
  createScreen: { useOnSaved: useCreated },
});

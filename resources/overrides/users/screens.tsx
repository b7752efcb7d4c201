// Users keep their generated form; the edit screen adds the way to the user's institutions and the
// support links (spec 2 §2, §7), and the create screen says what happens next: the account stays
// inactive until its e-mail is verified ("User created", spec 2 §8); the edit screen says when a new
// position raised the role or left it (spec 2 §4).
import ApartmentIcon from '@mui/icons-material/Apartment';
import { Button, Create, Edit, ShowButton, SimpleForm, TopToolbar, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { Link } from 'react-router-dom';
import { AuditHistoryButton } from '../../../admin-ui/builder/audit-history.js';
import { formCheckOf, formSections } from '../../../admin-ui/builder/form.js';
import { indexModel } from '../../../admin-ui/builder/model-index.js';
import { singularLabel, toWritablePayload } from '../../../admin-ui/builder/model-helpers.js';
import { RecordTitle } from '../../../admin-ui/builder/record-title.js';
import { formValidator } from '../../../admin-ui/builder/validators.js';
import { defineScreenOverrides } from '../../../admin-ui/screen-overrides.js';
import { usePageTitle } from '../../../admin-ui/shell/page-title.js';
import positions from '../../positions.js';
import roles from '../../roles.js';
import users from '../../users.js';

const def = users;
const ctx = { model: indexModel([users, roles, positions]) };
const editSections = formSections(def, 'edit', ctx);
const createSections = formSections(def, 'create', ctx);
const editValidate = formCheckOf(formValidator(def, 'edit'), ctx);
const createValidate = formCheckOf(formValidator(def, 'create'), ctx);
const editTransform = (data: Record<string, unknown>) => toWritablePayload(def, data, 'edit');
const createTransform = (data: Record<string, unknown>) => toWritablePayload(def, data, 'create');
const createTitle = `New ${singularLabel(def)}`;

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
    redirect('list', def.name);
  };
}

export function UserEdit() {
  const onSuccess = useEditSaved();
  return (
    <Edit
      resource={def.name}
      title={<RecordTitle def={def} verb="Edit" />}
      actions={
        <TopToolbar>
          <InstitutionsButton />
          <ShowButton />
          <AuditHistoryButton def={def} />
        </TopToolbar>
      }
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      transform={editTransform}
    >
      <SimpleForm warnWhenUnsavedChanges validate={editValidate}>
        {editSections}
      </SimpleForm>
    </Edit>
  );
}

export function UserCreate() {
  usePageTitle(createTitle);
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (data: { id: number; message?: string; notice?: string }) => {
    notify(`${data.message ?? 'User created'}. ${data.notice ?? ''}`.trim(), { type: 'success', autoHideDuration: 10_000 });
    redirect(`/membership/users/edit/${data.id}`);
  };
  return (
    <Create resource={def.name} title={createTitle} transform={createTransform} mutationOptions={{ onSuccess }}>
      <SimpleForm warnWhenUnsavedChanges validate={createValidate}>
        {createSections}
      </SimpleForm>
    </Create>
  );
}

export default defineScreenOverrides({ edit: UserEdit, create: UserCreate });

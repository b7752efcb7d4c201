// Probes that show what the authProvider answered, through the react-admin hooks the screens use, once
// it has answered. A screen follows the same answers in the same render, so a test that checks a
// control never appears waits for a probe's text instead of a pause, then checks.
import { useCanAccess, usePermissions } from 'react-admin';

const word = (allowed: boolean | undefined) => (allowed ? 'yes' : 'no');

/** The user's create, edit and delete access to a resource, once all three are answered. */
export function WriteAccessProbe({ resource }: { resource: string }) {
  const create = useCanAccess({ resource, action: 'create' });
  const edit = useCanAccess({ resource, action: 'edit' });
  const remove = useCanAccess({ resource, action: 'delete' });
  if (create.isPending || edit.isPending || remove.isPending) return null;
  return <output>{`write access to ${resource}: create ${word(create.canAccess)}, edit ${word(edit.canAccess)}, delete ${word(remove.canAccess)}`}</output>;
}

/** The probe's text for a reader: no write access at all. */
export const readOnly = (resource: string) => `write access to ${resource}: create no, edit no, delete no`;

/** The user's abilities (usePermissions, what useAbilities reads), once answered. */
export function AbilitiesProbe() {
  const { permissions, isPending } = usePermissions<string[]>();
  return isPending ? null : <output>{`abilities: ${(permissions ?? []).join(', ') || 'none'}`}</output>;
}

// Which write controls of a list the user gets. The authProvider answers canAccess from the model's
// access rules; the controls stay hidden until the answer arrives.
import { useCanAccess } from 'react-admin';

export interface WriteAccess {
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

export function useWriteAccess(resource: string): WriteAccess {
  const create = useCanAccess({ resource, action: 'create' });
  const edit = useCanAccess({ resource, action: 'edit' });
  const remove = useCanAccess({ resource, action: 'delete' });
  return { canCreate: create.canAccess === true, canEdit: edit.canAccess === true, canDelete: remove.canAccess === true };
}

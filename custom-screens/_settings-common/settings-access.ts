// Who sees the settings screens and who may change them. The shell's authProvider answers canAccess
// from the resource access rules (resources/_access.ts SETTINGS_ACCESS), so write controls follow them.
import { useCanAccess } from 'react-admin';

export const SETTINGS_VIEW_ABILITY = ['AdminManageSettings', 'AdminReview'] as const;
export const SETTINGS_WRITE_ABILITY = 'AdminManageSettings';

export interface SettingsWriteAccess {
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

/** Write controls stay hidden until the answer arrives. */
export function useSettingsWriteAccess(resource: string): SettingsWriteAccess {
  const create = useCanAccess({ resource, action: 'create' });
  const edit = useCanAccess({ resource, action: 'edit' });
  const remove = useCanAccess({ resource, action: 'delete' });
  return { canCreate: create.canAccess === true, canEdit: edit.canAccess === true, canDelete: remove.canAccess === true };
}

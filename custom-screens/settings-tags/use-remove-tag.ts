// Removing a tag goes to the spec route DELETE /api/admin/tag/:id?removeReferences=… : the generic
// REST dataProvider (ra-data-simple-rest) builds its DELETE URL from the id alone and drops `meta`,
// so the option could not travel through it.
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { errorMessage } from '../_shared/server-errors.js';
import { useSpecApi } from '../_shared/spec-api.js';
import type { TagRecord } from './tag-record.js';

export const removeTagPath = (id: TagRecord['id'], removeReferences: boolean) =>
  `/api/admin/tag/${encodeURIComponent(String(id))}?removeReferences=${removeReferences}`;

export function useRemoveTag() {
  const specApi = useSpecApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const [isPending, setPending] = useState(false);

  const removeTag = async (tag: TagRecord, removeReferences: boolean): Promise<boolean> => {
    setPending(true);
    try {
      await specApi(removeTagPath(tag.id, removeReferences), { method: 'DELETE' });
      notify(removeReferences ? `Tag "${tag.name}" removed, with its references` : `Tag "${tag.name}" removed`, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify(errorMessage(error, 'The tag could not be removed.'), { type: 'error' });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { removeTag, isPending };
}

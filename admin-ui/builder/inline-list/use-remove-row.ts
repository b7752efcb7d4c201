// Removing a row of an inline list. Where the model offers to detach the records that use it
// (inlineList.removeReferences) the choice travels as ?removeReferences=… on the resource's DELETE
// (its spec path when it has one, e.g. /api/admin/tag/:id): ra-data-simple-rest builds its DELETE URL
// from the id alone. Otherwise the dataProvider's delete.
import { useState } from 'react';
import { useDelete, useLogoutIfAccessDenied, useNotify, useRefresh, type RaRecord } from 'react-admin';
import type { ResourceDef } from '../../../core/model/define.js';
import { httpClient } from '../../data/http.js';
import { REST_BASE } from '../../data/dataProvider.js';
import { failureMessage } from './failure.js';
import type { InlineLabels } from './inline-labels.js';

/** The resource's DELETE path for one record: its spec alias, else the generic REST path. */
export function deletePath(def: ResourceDef, id: RaRecord['id']): string {
  const alias = def.aliases?.find((a) => a.action === 'delete' && a.method === 'DELETE');
  const encoded = encodeURIComponent(String(id));
  return alias ? alias.path.replace(/:id(\([^)]*\))?/, encoded) : `${REST_BASE}/${def.name}/${encoded}`;
}

export function useRemoveRow(def: ResourceDef, labels: InlineLabels, text: (record: RaRecord) => string) {
  const [remove] = useDelete();
  const notify = useNotify();
  const refresh = useRefresh();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [isPending, setPending] = useState(false);

  const send = async (record: RaRecord, removeReferences: boolean) => {
    if (def.inlineList?.removeReferences === undefined) {
      await remove(def.name, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      return;
    }
    try {
      await httpClient(`${deletePath(def, record.id)}?removeReferences=${removeReferences}`, { method: 'DELETE' });
    } catch (error) {
      await logoutIfAccessDenied(error);
      throw error;
    }
  };

  /** Resolves true once removed; a soft-deleted row comes back marked deleted. */
  const removeRow = async (record: RaRecord, removeReferences: boolean): Promise<boolean> => {
    setPending(true);
    try {
      await send(record, removeReferences);
      notify(`${labels.one} "${text(record)}" removed${removeReferences ? ', with its references' : ''}`, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify(failureMessage(error, `The ${labels.oneInSentence} could not be removed.`), { type: 'error' });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { removeRow, isPending };
}

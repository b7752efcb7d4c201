// Confirmation of a removal. Where the model offers it (inlineList.removeReferences), it asks whether
// the records that use this one should let go of it too; every opening starts at "no" (spec 3 §5).
import { useEffect, useState } from 'react';
import { Checkbox, FormControlLabel, Typography } from '@mui/material';
import { Confirm, type RaRecord } from 'react-admin';
import type { ResourceDef } from '../../../core/model/define.js';
import type { InlineLabels } from './inline-labels.js';
import { useRemoveRow } from './use-remove-row.js';

interface RemoveDialogProps {
  def: ResourceDef;
  labels: InlineLabels;
  record: RaRecord | null;
  text: (record: RaRecord) => string;
  onClose: () => void;
}

export function RemoveDialog({ def, labels, record, text, onClose }: RemoveDialogProps) {
  const { removeRow, isPending } = useRemoveRow(def, labels, text);
  const [removeReferences, setRemoveReferences] = useState(false);
  const offer = def.inlineList?.removeReferences;

  useEffect(() => setRemoveReferences(false), [record?.id]);

  const confirm = async () => {
    if (record && (await removeRow(record, removeReferences))) onClose();
  };

  return (
    <Confirm
      isOpen={record !== null}
      loading={isPending}
      title={`Remove ${labels.oneInSentence}`}
      confirm="Remove"
      confirmColor="warning"
      content={
        <>
          <Typography gutterBottom>
            Remove the {labels.oneInSentence} “{record ? text(record) : ''}”?
            {def.softDelete ? ' It stays listed, marked deleted.' : ''}
          </Typography>
          {offer && (
            <FormControlLabel control={<Checkbox checked={removeReferences} onChange={(e) => setRemoveReferences(e.target.checked)} />} label={offer} />
          )}
        </>
      }
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

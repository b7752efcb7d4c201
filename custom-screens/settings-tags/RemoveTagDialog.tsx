// Confirmation of a tag removal; asks whether the tag should also leave the courses that carry it.
import { useEffect, useState } from 'react';
import { Checkbox, FormControlLabel, Typography } from '@mui/material';
import { Confirm } from 'react-admin';
import type { TagRecord } from './tag-record.js';
import { useRemoveTag } from './use-remove-tag.js';

export function RemoveTagDialog({ tag, onClose }: { tag: TagRecord | null; onClose: () => void }) {
  const { removeTag, isPending } = useRemoveTag();
  const [removeReferences, setRemoveReferences] = useState(false);

  // every opening starts from the spec's default: keep references
  useEffect(() => setRemoveReferences(false), [tag?.id]);

  const confirm = async () => {
    if (tag && (await removeTag(tag, removeReferences))) onClose();
  };

  return (
    <Confirm
      isOpen={tag !== null}
      loading={isPending}
      title="Remove tag"
      confirm="Remove"
      confirmColor="warning"
      content={
        <>
          <Typography gutterBottom>Remove the tag “{tag?.name}”?</Typography>
          <FormControlLabel
            control={<Checkbox checked={removeReferences} onChange={(e) => setRemoveReferences(e.target.checked)} />}
            label="Also remove this tag from the courses and submissions that use it"
          />
        </>
      }
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

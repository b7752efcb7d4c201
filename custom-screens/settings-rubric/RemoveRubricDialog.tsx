// Confirmation of a rubric removal (the server keeps the row, marked deleted).
import { Confirm, useDelete, useListContext, useNotify } from 'react-admin';
import { errorMessage } from '../_shared/server-errors.js';
import { RUBRICS_RESOURCE, type RubricRecord } from './rubric-record.js';

export function RemoveRubricDialog({ rubric, onClose }: { rubric: RubricRecord | null; onClose: () => void }) {
  const [remove, { isPending }] = useDelete<RubricRecord>();
  const { refetch } = useListContext();
  const notify = useNotify();

  const confirm = () => {
    if (!rubric) return;
    remove(
      RUBRICS_RESOURCE,
      { id: rubric.id, previousData: rubric },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`Rubric "${rubric.name}" removed`, { type: 'success' });
          onClose();
          refetch(); // the removed row comes back marked deleted
        },
        onError: (e) => notify(errorMessage(e, 'The rubric could not be removed.'), { type: 'error' }),
      },
    );
  };

  return (
    <Confirm
      isOpen={rubric !== null}
      loading={isPending}
      title="Remove rubric"
      confirm="Remove"
      confirmColor="warning"
      content={`Remove the rubric “${rubric?.name ?? ''}”? Reviews that already use it keep it.`}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

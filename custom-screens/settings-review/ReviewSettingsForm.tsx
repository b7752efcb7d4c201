// The review settings form. Saves with useUpdate and waits for the server, so its field errors land
// on the fields (react-admin's Form puts what onSubmit returns on the matching inputs).
import { Alert, Stack } from '@mui/material';
import { BooleanInput, Form, NumberInput, SaveButton, maxValue, minValue, number, required, useNotify, useUpdate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { errorMessage, serverFieldErrors } from '../_shared/server-errors.js';
import { DEFAULT_MIN_APPROVAL_VALUE, REVIEW_SETTINGS_ID, REVIEW_SETTINGS_RESOURCE, type ReviewSettingsRecord } from './review-settings-record.js';

const wholeNumber = (v: unknown) => (v == null || v === '' || Number.isInteger(Number(v)) ? undefined : 'Enter a whole number');

export function ReviewSettingsForm({ record, canEdit }: { record: ReviewSettingsRecord; canEdit: boolean }) {
  const [update] = useUpdate<ReviewSettingsRecord>();
  const notify = useNotify();

  const submit = async (values: FieldValues) => {
    const data = {
      minApprovalValue: values.minApprovalValue,
      takeNextCourseCount: values.takeNextCourseCount,
      expressReviewEnabled: Boolean(values.expressReviewEnabled),
    };
    try {
      await update(REVIEW_SETTINGS_RESOURCE, { id: REVIEW_SETTINGS_ID, data, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      notify('Review settings saved', { type: 'success' });
      return undefined;
    } catch (error) {
      const fields = serverFieldErrors(error);
      notify(fields ? 'Review settings not saved: please correct the highlighted fields.' : errorMessage(error, 'Review settings could not be saved.'), { type: 'error' });
      return fields;
    }
  };

  return (
    // noValidate: the range messages come from react-admin under the field, not from a browser bubble
    <Form record={record} onSubmit={submit} noValidate>
      <Stack spacing={1} sx={{ maxWidth: 560 }}>
        {!canEdit && <Alert severity="info">You can read these settings; changing them needs the settings manager role.</Alert>}
        <NumberInput
          source="minApprovalValue"
          label="Minimum approval value"
          min={0}
          max={5}
          step={1}
          readOnly={!canEdit}
          validate={[required(), number(), wholeNumber, minValue(0), maxValue(5)]}
          helperText={`A course can be approved only when its rubric value is at least this number (0–5; default ${DEFAULT_MIN_APPROVAL_VALUE}).`}
        />
        <NumberInput
          source="takeNextCourseCount"
          label="Take-next course count"
          min={1}
          max={50}
          step={1}
          readOnly={!canEdit}
          validate={[required(), number(), wholeNumber, minValue(1), maxValue(50)]}
          helperText="How many submissions an analyst takes at once with Take next (1–50)."
        />
        <BooleanInput
          source="expressReviewEnabled"
          label="Express review"
          readOnly={!canEdit}
          helperText="Lets analysts take express-review submissions first."
        />
        {canEdit && (
          <div>
            <SaveButton label="Save settings" />
          </div>
        )}
      </Stack>
    </Form>
  );
}

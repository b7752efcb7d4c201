// The review settings form. Saves with useUpdate and waits for the server, so its field errors land
// on the fields (react-admin's Form puts what onSubmit returns on the matching inputs). Ranges and
// defaults come from the model (resources/review-settings.ts).
import { Alert, Stack } from '@mui/material';
import { BooleanInput, Form, NumberInput, SaveButton, maxValue, minValue, number, required, useNotify, useUpdate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { FormChangesGuard } from '../../admin-ui/unsaved-changes/FormChangesGuard.js';
import { errorMessage, serverFieldErrors } from '../../admin-ui/kit/server-errors.js';
import { REVIEW_SETTINGS_DEF, REVIEW_SETTINGS_RESOURCE, settingLimits, type ReviewSettingsRecord } from './review-settings-record.js';
import { REVIEW_SETTINGS_ID } from '../../core/spec-constants.js';

const wholeNumber = (v: unknown) => (v == null || v === '' || Number.isInteger(Number(v)) ? undefined : 'Enter a whole number');
const MIN_APPROVAL = settingLimits('minApprovalValue');
const TAKE_NEXT = settingLimits('takeNextCourseCount');
const rangeRules = ({ min, max }: { min: number; max: number }) => [required(), number(), wholeNumber, minValue(min), maxValue(max)];
const MIN_APPROVAL_RULES = rangeRules(MIN_APPROVAL);
const TAKE_NEXT_RULES = rangeRules(TAKE_NEXT);

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
      {canEdit && <FormChangesGuard />}
      <Stack spacing={1} sx={{ maxWidth: 560 }}>
        {!canEdit && <Alert severity="info">You can read these settings; changing them needs the settings manager role.</Alert>}
        <NumberInput
          source="minApprovalValue"
          label={REVIEW_SETTINGS_DEF.fields.minApprovalValue.label}
          min={MIN_APPROVAL.min}
          max={MIN_APPROVAL.max}
          step={1}
          readOnly={!canEdit}
          validate={MIN_APPROVAL_RULES}
          helperText={`A course can be approved only when its rubric value is at least this number (${MIN_APPROVAL.min}–${MIN_APPROVAL.max}; default ${MIN_APPROVAL.default}).`}
        />
        <NumberInput
          source="takeNextCourseCount"
          label={REVIEW_SETTINGS_DEF.fields.takeNextCourseCount.label}
          min={TAKE_NEXT.min}
          max={TAKE_NEXT.max}
          step={1}
          readOnly={!canEdit}
          validate={TAKE_NEXT_RULES}
          helperText={`How many submissions an analyst takes at once with Take next (${TAKE_NEXT.min}–${TAKE_NEXT.max}).`}
        />
        <BooleanInput
          source="expressReviewEnabled"
          label={REVIEW_SETTINGS_DEF.fields.expressReviewEnabled.label}
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

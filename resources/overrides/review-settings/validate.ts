// Validation of the body of POST /api/admin/settings/review. Pure, so it is tested without a server.
// A field left out of the body keeps its stored value. Numbers may come as numeric strings (HTML forms).

export interface ReviewSettingsValues {
  minApprovalValue?: number;
  takeNextCourseCount?: number;
  expressReviewEnabled?: boolean;
}

export type ReviewSettingsCheck =
  | { ok: true; values: ReviewSettingsValues }
  | { ok: false; message: string; modelState: Record<string, string[]> };

function wholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

function flag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  return undefined;
}

const RANGES = {
  minApprovalValue: { min: 0, max: 5, message: 'The minimum approval value must be a whole number from 0 to 5.' },
  takeNextCourseCount: { min: 1, max: 50, message: 'The number of courses to take must be a whole number from 1 to 50.' },
} as const;

export function checkReviewSettings(body: unknown): ReviewSettingsCheck {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const values: ReviewSettingsValues = {};
  const modelState: Record<string, string[]> = {};

  for (const [field, range] of Object.entries(RANGES) as [keyof typeof RANGES, (typeof RANGES)[keyof typeof RANGES]][]) {
    if (input[field] === undefined) continue;
    const n = wholeNumber(input[field]);
    if (n === undefined || n < range.min || n > range.max) modelState[field] = [range.message];
    else values[field] = n;
  }
  if (input.expressReviewEnabled !== undefined) {
    const b = flag(input.expressReviewEnabled);
    if (b === undefined) modelState.expressReviewEnabled = ['Express review must be true or false.'];
    else values.expressReviewEnabled = b;
  }

  if (Object.keys(modelState).length) return { ok: false, message: 'The review settings are not valid.', modelState };
  return { ok: true, values };
}

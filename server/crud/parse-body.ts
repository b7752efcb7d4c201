// Validates a request body with a zod schema; failures become a 400 with modelState by field.
import type { z } from 'zod';
import { badRequest, type ModelState } from '../http/errors.js';

export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const modelState: ModelState = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    (modelState[key] ??= []).push(issue.message);
  }
  throw badRequest('Please correct the highlighted fields.', modelState);
}

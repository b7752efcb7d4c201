// What a failed registration call says (spec 2 §8): a validation problem (400) shows the server's
// message with its field errors on the fields; any other failure the spec's sentence, with the details.
import { HttpError } from 'react-admin';
import { serverFieldErrors } from '../../admin-ui/kit/server-errors.js';
import { SAVE_FAILED } from './words.js';

export function isValidationError(error: unknown): boolean {
  return error instanceof HttpError ? error.status === 400 || error.status === 409 || error.status === 422 : (error as { status?: number } | null)?.status === 400;
}

export function failureText(error: unknown, fallback = SAVE_FAILED): string {
  const message = (error as { message?: unknown } | null)?.message;
  const text = typeof message === 'string' ? message.trim() : '';
  if (isValidationError(error) && text) return text;
  return text && text !== fallback && !/^(Internal Server Error|Failed to fetch)$/i.test(text) ? `${fallback}: ${text}` : fallback;
}

export const fieldErrors = (error: unknown): Record<string, string> => serverFieldErrors(error) ?? {};

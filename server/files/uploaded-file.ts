// A file sent to the server as JSON {fileName, content (base64), contentType?} (accreditation files,
// registration attachments): its fields, the larger body limit its path needs, and the checks of its
// bytes — at most MAX_FILE_BYTES, of a kind read from the content (server/accreditation/file-types.ts)
// that the name's extension and the claimed type agree with. Refusals land on the content field.
import express, { type RequestHandler } from 'express';
import { z } from 'zod';
import { badRequest } from '../http/errors.js';
import { ACCEPTED_KINDS_TEXT, detectKind, extensionOf, type FileKind } from '../accreditation/file-types.js';

/** The largest file taken: a scanned multi-page letter fits; a PDF of a whole self-study does not. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILE_TEXT = '10 MB';
/** base64 grows the bytes by 4/3; the rest of the body is a name and a type */
const UPLOAD_BODY_LIMIT = Math.ceil((MAX_FILE_BYTES * 4) / 3) + 64 * 1024;

/**
 * The upload's larger JSON body limit on the POSTs whose path matches (the rest of /api keeps 1 MB).
 * Parsed only for a signed-in caller, so strangers cannot make the server read 13 MB before their
 * 401; app.ts mounts it before the general JSON parser, which then leaves the parsed body alone.
 */
export function largeUploadBodies(path: RegExp): RequestHandler {
  const uploadJson = express.json({ limit: UPLOAD_BODY_LIMIT });
  return (req, res, next) => {
    if (req.method !== 'POST' || !req.user || !path.test(req.path)) return next();
    uploadJson(req, res, next);
  };
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The upload body's fields; a call adds its own (z.strictObject({...UPLOADED_FILE_FIELDS, …})). */
export const UPLOADED_FILE_FIELDS = {
  fileName: z
    .string({ error: 'Give the file name.' })
    .trim()
    .min(1, { error: 'Give the file name.' })
    .max(255, { error: 'Use at most 255 characters.' })
    .refine((s) => !/[\\/\u0000-\u001f]/.test(s), { error: 'A file name cannot hold slashes or control characters.' }),
  content: z.string({ error: 'Send the file content as base64 text.' }).refine((s) => s.length % 4 === 0 && BASE64.test(s), { error: 'Send the file content as base64 text.' }),
  /** what the browser claims; only compared with what the bytes are */
  contentType: z.string().max(255).optional(),
};

function refuseFile(message: string): never {
  throw badRequest(message, { content: [message] });
}

/** The bytes of an upload and their kind, or a 400 saying what is wrong with them. */
export function checkedFile(input: { fileName: string; content: string; contentType?: string }): { bytes: Buffer; kind: FileKind } {
  const bytes = Buffer.from(input.content, 'base64');
  if (bytes.length === 0) refuseFile('The file is empty.');
  if (bytes.length > MAX_FILE_BYTES) refuseFile(`The file is larger than ${MAX_FILE_TEXT}.`);
  const kind = detectKind(bytes);
  if (!kind) refuseFile(`This file is not a ${ACCEPTED_KINDS_TEXT} file.`);
  const extension = extensionOf(input.fileName);
  if (!extension || !(kind.extensions as readonly string[]).includes(extension))
    refuseFile(`The file's content is a ${kind.label}, but its name ${extension ? `ends in .${extension}` : 'has no extension'}: name it .${kind.extensions[0]}.`);
  const claimed = input.contentType?.split(';')[0].trim().toLowerCase();
  if (claimed && claimed !== 'application/octet-stream' && claimed !== kind.contentType) refuseFile(`The file was sent as ${claimed}, but its content is a ${kind.label}.`);
  return { bytes, kind };
}

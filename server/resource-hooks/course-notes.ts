// A note must say something: the text field keeps its spaces (notes may be indented), so a note of
// only blanks would pass "required". The generic create and update refuse it here.
import { defineServerOverrides } from '../crud/types.js';
import { badRequest } from '../http/errors.js';

export const BLANK_NOTE_MESSAGE = 'Write the note.';

function refuseBlankNote(body: unknown): void {
  if (!body || typeof body !== 'object' || !('note' in body)) return; // no note sent: the generic rules apply
  const note = (body as { note: unknown }).note;
  if (typeof note === 'string' && note.trim() === '') throw badRequest('Please correct the highlighted fields.', { note: [BLANK_NOTE_MESSAGE] });
}

export default defineServerOverrides({
  actions: {
    create: (ctx, generic) => {
      refuseBlankNote(ctx.req.body);
      return generic(ctx);
    },
    update: (ctx, generic) => {
      refuseBlankNote(ctx.req.body);
      return generic(ctx);
    },
  },
});

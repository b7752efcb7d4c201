import type { Handler } from '../types.js';
import { serialize } from '../serialize.js';
import { findOr404, recordId } from './common.js';

export const show: Handler = async (ctx) => serialize(ctx.resource, await findOr404(ctx.em, ctx.resource, recordId(ctx), ctx.user, 'show'));

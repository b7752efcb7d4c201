// A created account is unverified and inactive until its e-mail link is followed (spec 2 §4):
// server/membership/create-user.ts.
import { defineServerOverrides } from '../../../server/crud/types.js';
import { createUnverifiedUser } from '../../../server/membership/create-user.js';

export default defineServerOverrides({ actions: { create: createUnverifiedUser } });

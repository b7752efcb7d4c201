// A created account is unverified and inactive until its e-mail link is followed (spec 2 §4):
// server/membership/create-user.ts. A new position may raise the role (spec 2 §4):
// server/membership/user-position.ts.
import { defineServerOverrides } from '../crud/types.js';
import { createUnverifiedUser } from '../membership/create-user.js';
import { updateUserWithPosition } from '../membership/user-position.js';

export default defineServerOverrides({ actions: { create: createUnverifiedUser, update: updateUserWithPosition } });

import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

export const hashPassword = (plain: string) => argon2.hash(plain, { type: argon2.argon2id });

export async function verifyPassword(hash: string | null | undefined, plain: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

// A hash of a random secret with the same parameters as real ones: checking a password against it
// costs what a real check costs, so an unknown username answers as slowly as a known one.
let dummyHash: Promise<string> | undefined;

/** Makes the dummy hash ahead of the first sign-in, so even that one costs no more than the rest. */
export function prepareDummyHash(): Promise<string> {
  return (dummyHash ??= hashPassword(randomBytes(32).toString('base64url')));
}

/**
 * Checks the password against the account's hash, or against the dummy hash when there is no account
 * or no password: every sign-in does exactly one argon2 verification.
 */
export async function verifySignInPassword(hash: string | null | undefined, plain: string): Promise<boolean> {
  if (hash) return verifyPassword(hash, plain);
  await verifyPassword(await prepareDummyHash(), plain);
  return false;
}

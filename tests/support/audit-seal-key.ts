// The audit seal key of the test processes (a vitest setup file): every database a test opens on
// PostgreSQL seals its audit trail with it, as every instance of a deployment shares AUDIT_SEAL_KEY.
export const TEST_AUDIT_SEAL_KEY = 'test-audit-seal-key-0123456789abcdef0123456789';

process.env.AUDIT_SEAL_KEY ??= TEST_AUDIT_SEAL_KEY;

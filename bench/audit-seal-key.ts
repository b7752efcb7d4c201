// The benchmarks' audit seal key: their databases are throw-away, and the app refuses PostgreSQL
// without AUDIT_SEAL_KEY (docs/audit.md). Set in the environment, so the processes they start have it too.
process.env.AUDIT_SEAL_KEY ??= 'benchmark-audit-seal-key-0123456789abcdef';

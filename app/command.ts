// What the database commands (db:move, db:backup, db:restore) share: their one argument, and a run
// that ends with the message of what went wrong rather than a stack trace.

/** The command's argument, or its usage and exit code 2. */
export function argumentOr(usage: string, valid: (value: string) => boolean = () => true): string {
  const value = process.argv[2];
  if (!value || !valid(value)) {
    console.error(usage);
    process.exit(2);
  }
  return value;
}

/** Runs the command; a failure prints its message and exits 1. */
export async function runCommand(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}

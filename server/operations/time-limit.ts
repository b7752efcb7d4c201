// A probe or a scrape answers in time even when what it asks (the database) hangs.
export function withinMs<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

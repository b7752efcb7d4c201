// Runs async jobs with at most `limit` of them in flight: the walks' calls in parallel against one
// server without opening thousands of requests at once.
export async function runBounded<T>(items: readonly T[], limit: number, job: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await job(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

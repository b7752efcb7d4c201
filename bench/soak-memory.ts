// Each instance's resident memory during the soak, read from its own /metrics (open to loopback)
// every 10 s.
export interface MemorySample {
  /** seconds since the run started */
  second: number;
  /** resident bytes per instance name, null when the instance did not answer */
  rss: Record<string, number | null>;
}

const EVERY_MS = 10_000;

async function residentBytes(instanceUrl: string): Promise<number | null> {
  try {
    const text = await (await fetch(`${instanceUrl}/metrics`)).text();
    const line = /^process_resident_memory_bytes (\S+)$/m.exec(text);
    return line ? Number(line[1]) : null;
  } catch {
    return null;
  }
}

/** Samples now and every 10 s until `stop()`, which resolves with every sample (one last one included). */
export function sampleMemory(instances: Record<string, string>, startedAt: number): { stop: () => Promise<MemorySample[]> } {
  const samples: MemorySample[] = [];
  const sample = async () => {
    const entries = await Promise.all(Object.entries(instances).map(async ([name, url]) => [name, await residentBytes(url)] as const));
    samples.push({ second: Math.round((Date.now() - startedAt) / 1000), rss: Object.fromEntries(entries) });
  };
  let last = sample();
  const timer = setInterval(() => (last = last.then(sample)), EVERY_MS);
  return {
    stop: async () => {
      clearInterval(timer);
      await last;
      await sample();
      return samples;
    },
  };
}

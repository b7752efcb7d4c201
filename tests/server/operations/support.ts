// Reading Prometheus text in the operations tests.

/** The scrape of an app, from this machine. */
export async function metricsText(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/metrics`);
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  return res.text();
}

/** The value of the sample with exactly these labels; undefined when the scrape has none. */
export function metricSample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = (m[2] ?? '').match(/\w+="(?:[^"\\]|\\.)*"/g)?.sort().join(',') ?? '';
    if (have === wanted) return Number(m[3]);
  }
  return undefined;
}

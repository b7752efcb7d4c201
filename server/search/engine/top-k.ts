// The first k documents of a set in sort order, by a bounded heap: one comparison for most documents.
// Order: the key ascending (or descending), documents without a key (NaN) last either way, then the
// course-year id ascending, so equal keys always come in the same order.

export type KeyOf = (slot: number) => number;

/** Documents sampled for a first bound on the keys that can make the page. */
const SAMPLE = 1024;

export function topSlots(
  slots: Uint32Array,
  n: number,
  k: number,
  keyOf: KeyOf,
  idOf: Uint32Array,
  ascending: boolean,
): Uint32Array {
  const size = Math.min(k, n);
  if (size <= 0) return new Uint32Array(0);
  // a max-heap on (cost, id): the root is the worst document kept so far
  const cost = new Float64Array(size);
  const ids = new Float64Array(size);
  const kept = new Uint32Array(size);
  let filled = 0;
  const worse = (ca: number, ia: number, cb: number, ib: number) => ca > cb || (ca === cb && ia > ib);
  const siftDown = (from: number) => {
    let i = from;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= filled) return;
      const r = l + 1;
      const c = r < filled && worse(cost[r], ids[r], cost[l], ids[l]) ? r : l;
      if (!worse(cost[c], ids[c], cost[i], ids[i])) return;
      swap(i, c);
      i = c;
    }
  };
  const swap = (a: number, b: number) => {
    const tc = cost[a];
    cost[a] = cost[b];
    cost[b] = tc;
    const ti = ids[a];
    ids[a] = ids[b];
    ids[b] = ti;
    const ts = kept[a];
    kept[a] = kept[b];
    kept[b] = ts;
  };
  // A bound from an even sample of the documents: the k-th best key among some of them is no better
  // than the k-th best among all, so a document worse than it never enters the heap. Without it, documents
  // coming in the reverse of the sort order (slots often follow record numbers) would each replace the root.
  let bound = Infinity;
  if (n > SAMPLE * 4 && size < SAMPLE) {
    const sample = new Float64Array(SAMPLE);
    const step = n / SAMPLE;
    for (let i = 0; i < SAMPLE; i++) {
      const key = keyOf(slots[Math.floor(i * step)]);
      sample[i] = key !== key ? Infinity : ascending ? key : -key;
    }
    sample.sort();
    bound = sample[size - 1];
  }
  for (let j = 0; j < n; j++) {
    const slot = slots[j];
    const key = keyOf(slot);
    const c = key !== key ? Infinity : ascending ? key : -key;
    if (c > bound) continue;
    // once the heap is full most documents lose on the key alone: their id is not read (a cache miss each)
    if (filled === size && c > cost[0]) continue;
    const id = idOf[slot];
    if (filled < size) {
      let i = filled++;
      cost[i] = c;
      ids[i] = id;
      kept[i] = slot;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (!worse(cost[i], ids[i], cost[p], ids[p])) break;
        swap(i, p);
        i = p;
      }
    } else if (worse(cost[0], ids[0], c, id)) {
      cost[0] = c;
      ids[0] = id;
      kept[0] = slot;
      siftDown(0);
    }
  }
  const order = Array.from({ length: filled }, (_, i) => i).sort((a, b) => cost[a] - cost[b] || ids[a] - ids[b]);
  return Uint32Array.from(order, (i) => kept[i]);
}

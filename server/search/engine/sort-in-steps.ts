// A stable sort of indexes that yields between pieces (slices.ts): runs of RUN indexes sorted whole,
// then merged pairwise, pass by pass, between two buffers. Equal elements keep their order, as in
// the one-piece TypedArray sort it replaces, so ranks come out the same.
import type { Steps } from './slices.js';

const RUN = 1024;
/** elements merged between two yields */
const PIECE = 4096;

/** The indexes 0..n-1 ordered by compare, stable; answers the array that holds them. */
export function* sortedIndexes(n: number, compare: (a: number, b: number) => number): Steps<Uint32Array> {
  let from = new Uint32Array(n);
  for (let i = 0; i < n; i++) from[i] = i;
  for (let start = 0; start < n; start += RUN) {
    from.subarray(start, Math.min(n, start + RUN)).sort(compare);
    yield;
  }
  if (n <= RUN) return from;
  let to = new Uint32Array(n);
  for (let width = RUN; width < n; width *= 2) {
    for (let left = 0; left < n; left += 2 * width) yield* merge(from, to, left, Math.min(n, left + width), Math.min(n, left + 2 * width), compare);
    [from, to] = [to, from];
  }
  return from;
}

/** to[left..end) = from[left..mid) merged with from[mid..end), the left run first among equals. */
function* merge(from: Uint32Array, to: Uint32Array, left: number, mid: number, end: number, compare: (a: number, b: number) => number): Steps {
  let i = left;
  let j = mid;
  let k = left;
  while (k < end) {
    const pieceEnd = Math.min(end, k + PIECE);
    while (k < pieceEnd) {
      if (j >= end || (i < mid && compare(from[i], from[j]) <= 0)) to[k++] = from[i++];
      else to[k++] = from[j++];
    }
    yield;
  }
}

// Which slot (bit position) holds which course year. Slots of removed documents are reused, so the
// bitmaps stay as long as the largest number of documents the index held. Course-year ids are a
// serial, so they are addressed directly (4 bytes per id up to the largest), very large ids in a map.
import { clearBit, grown, setBit, wordsFor, type Words } from './bitmap.js';

const DIRECT_ID_LIMIT = 1 << 26;

export class DocSlots {
  private slotById = new Int32Array(1024); // slot + 1; 0: none
  private readonly slotByLargeId = new Map<number, number>();
  idBySlot = new Uint32Array(1024);
  alive: Words = new Uint32Array(wordsFor(1024));
  private readonly free: number[] = [];
  /** slots handed out so far (the bitmaps' live length) */
  used = 0;
  /** live documents */
  count = 0;

  get capacity(): number {
    return this.idBySlot.length;
  }

  get byteLength(): number {
    return this.slotById.byteLength + this.idBySlot.byteLength + this.alive.byteLength + this.free.length * 8 + this.slotByLargeId.size * 40;
  }

  /** Makes room for `capacity` slots at once (no-op when there is). */
  reserve(capacity: number): void {
    if (capacity <= this.idBySlot.length) return;
    const ids = new Uint32Array(capacity);
    ids.set(this.idBySlot);
    this.idBySlot = ids;
    this.alive = grown(this.alive, capacity);
  }

  slotOf(courseYearId: number): number | undefined {
    if (courseYearId < DIRECT_ID_LIMIT) {
      const s = courseYearId < this.slotById.length ? this.slotById[courseYearId] : 0;
      return s === 0 ? undefined : s - 1;
    }
    return this.slotByLargeId.get(courseYearId);
  }

  /** A slot for a course year not in the index; answers it (the capacity may have grown). */
  acquire(courseYearId: number): number {
    const slot = this.free.length ? this.free.pop()! : this.used++;
    if (slot >= this.idBySlot.length) this.reserve(Math.max(slot + 1, Math.ceil(this.idBySlot.length * 1.5)));
    if (courseYearId < DIRECT_ID_LIMIT) {
      if (courseYearId >= this.slotById.length) {
        const byId = new Int32Array(Math.max(courseYearId + 1, this.slotById.length * 2));
        byId.set(this.slotById);
        this.slotById = byId;
      }
      this.slotById[courseYearId] = slot + 1;
    } else this.slotByLargeId.set(courseYearId, slot);
    this.idBySlot[slot] = courseYearId;
    setBit(this.alive, slot);
    this.count++;
    return slot;
  }

  release(courseYearId: number): void {
    const slot = this.slotOf(courseYearId);
    if (slot === undefined) return;
    if (courseYearId < DIRECT_ID_LIMIT) this.slotById[courseYearId] = 0;
    else this.slotByLargeId.delete(courseYearId);
    this.idBySlot[slot] = 0;
    clearBit(this.alive, slot);
    this.free.push(slot);
    this.count--;
  }
}

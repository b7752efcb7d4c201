// The document fields that are neither facets nor text, per slot, for answering documents back:
// course id, current submission with its status and assigned analyst. 0 stands for "none" (ids start
// at 1). The slots of each course too, for the change feed, which works by course.
import { SUBMISSION_STATUSES } from '../../../resources/_enums.js';
import type { SubmissionStatus } from '../../../resources/_rows.js';
import type { SearchDocument } from '../../../core/contract/course-search.js';
import { Postings } from './postings.js';

const STATUS_IDS: SubmissionStatus[] = SUBMISSION_STATUSES.map((s) => s.id);

export class StoredFields {
  private courseId = new Uint32Array(1024);
  private submissionId = new Uint32Array(1024);
  private assignedAnalystId = new Uint32Array(1024);
  /** index in SUBMISSION_STATUSES + 1 */
  private status = new Uint8Array(1024);
  private readonly byCourse = new Postings();

  get byteLength(): number {
    return this.courseId.byteLength + this.submissionId.byteLength + this.assignedAnalystId.byteLength + this.status.byteLength + this.byCourse.byteLength;
  }

  /** The slots of a course's documents. */
  slotsOfCourse(courseId: number): number[] {
    const slots: number[] = [];
    this.byCourse.forEach(courseId, (slot) => slots.push(slot));
    return slots;
  }

  ensureSlots(slots: number): void {
    if (slots <= this.courseId.length) return;
    const size = Math.max(slots, Math.ceil(this.courseId.length * 1.5));
    const grow = <T extends Uint32Array | Uint8Array>(a: T): T => {
      const next = new (a.constructor as new (n: number) => T)(size);
      next.set(a);
      return next;
    };
    this.courseId = grow(this.courseId);
    this.submissionId = grow(this.submissionId);
    this.assignedAnalystId = grow(this.assignedAnalystId);
    this.status = grow(this.status);
  }

  add(slot: number, doc: SearchDocument): void {
    this.courseId[slot] = doc.courseId;
    this.byCourse.add(doc.courseId, slot);
    this.submissionId[slot] = doc.courseSubmissionId ?? 0;
    this.assignedAnalystId[slot] = doc.assignedAnalystId ?? 0;
    this.status[slot] = doc.submissionStatus ? STATUS_IDS.indexOf(doc.submissionStatus) + 1 : 0;
  }

  remove(slot: number): void {
    this.byCourse.remove(this.courseId[slot], slot);
    this.courseId[slot] = 0;
  }

  fieldsAt(slot: number): Pick<SearchDocument, 'courseId' | 'courseSubmissionId' | 'assignedAnalystId' | 'submissionStatus'> {
    return {
      courseId: this.courseId[slot],
      courseSubmissionId: this.submissionId[slot] || null,
      assignedAnalystId: this.assignedAnalystId[slot] || null,
      submissionStatus: this.status[slot] ? STATUS_IDS[this.status[slot] - 1] : null,
    };
  }
}

// How an offering reads on the screen (spec 1 §3 "Delivery type": classroom based (1) and/or online
// (2); §5: none selected is shown as Not set).
import type { Offering } from '../../core/contract/course-detail.js';

export function deliveryTypeLabel(o: Pick<Offering, 'isClassroomBased' | 'isOnline'>): string {
  if (o.isClassroomBased && o.isOnline) return 'Classroom based and online';
  if (o.isClassroomBased) return 'Classroom based';
  if (o.isOnline) return 'Online';
  return 'Not set';
}

export function transcriptCodesLabel(o: Pick<Offering, 'transcriptCodes'>): string {
  const codes = o.transcriptCodes.filter((c) => !c.isDeleted).map((c) => [c.abbreviation, c.code].filter(Boolean).join(' '));
  return codes.length ? codes.join(', ') : 'None';
}

/** Prerequisites and corequisites (spec 1 §5): isRequired true is Required, false Recommended. */
export const requisiteLabel = (isRequired: boolean) => (isRequired ? 'Required' : 'Recommended');

/** Archived by the institution (1), by the office (2) or when the institution closed (3): COURSE_OFFERING_ARCHIVED_TYPES. */
export const archivedByLabel = (typeId: number | null) => (typeId === 1 ? 'by the institution' : typeId === 2 ? 'by the office' : typeId === 3 ? 'when the institution closed' : '');

// The words the institution details screens show for the list's statuses and sources.
import type { Tone } from '../../admin-ui/kit/ToneChip.js';
import type { ListedCourse } from '../../core/contract/institution-details.js';

export const STATUS: Record<ListedCourse['status'], { label: string; tone: Tone }> = {
  approved: { label: 'Approved', tone: 'success' },
  submitted: { label: 'Submitted', tone: 'warning' },
  notApproved: { label: 'Not approved', tone: 'error' },
  notSubmitted: { label: 'Not submitted', tone: 'neutral' },
  archived: { label: 'Archived', tone: 'neutral' },
};

export function sourceText(c: ListedCourse): string {
  if (c.source === 'adopted') return 'Adopted';
  if (c.source === 'district') return `District course of ${c.ownerName ?? 'its district'}`;
  if (c.isDistrictCourse) return c.offeredAtOtherSchools ? `District course, at ${c.offeredAtOtherSchools} ${c.offeredAtOtherSchools === 1 ? 'school' : 'schools'}` : 'District course';
  return 'Own course';
}

export const subjectText = (c: ListedCourse) =>
  c.subjectAreas.map((a, i) => [a.code && `(${a.code})`, c.disciplines[i] ?? a.name].filter(Boolean).join(' ')).join(', ') || '—';

export const codesText = (c: ListedCourse) => c.offering?.transcriptCodes.map((t) => [t.abbreviation, t.code].filter(Boolean).join(' ')).join(', ') || '—';

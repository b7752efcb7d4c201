// The placeholders a notification template may use (spec 1 §3), with realistic sample values for the
// editor's preview. Pure data: the server and the admin UI both import it.

export interface PlaceholderInfo {
  name: string;
  label: string;
  /** shown in the preview */
  sample: string;
}

export const NOTIFICATION_PLACEHOLDERS: readonly PlaceholderInfo[] = [
  { name: 'institutionName', label: 'Institution name', sample: 'Las Plumas High' },
  { name: 'deadline', label: 'Deadline', sample: 'March 15, 2026' },
  { name: 'firstName', label: 'First name', sample: 'Maria' },
  { name: 'lastName', label: 'Last name', sample: 'Hernandez' },
  { name: 'courseTitle', label: 'Course title', sample: 'Biology: The Living Earth' },
  { name: 'recipientName', label: 'Recipient name', sample: 'Maria Hernandez' },
  { name: 'userFirstName', label: 'User first name', sample: 'James' },
  { name: 'userLastName', label: 'User last name', sample: 'Nguyen' },
  { name: 'currentCycleYear', label: 'Current cycle year', sample: '2025-26' },
  { name: 'decisionReversalReason', label: 'Decision reversal reason', sample: 'The lab component was documented after review.' },
  { name: 'academicYear', label: 'Academic year', sample: '2025-26' },
  { name: 'programName', label: 'Program name', sample: 'Oroville Union High Online Academy' },
  { name: 'reason', label: 'Reason', sample: 'The course outline is missing unit descriptions.' },
];

/** The collection block: its content (or the collection template) repeats once per course. */
export const COURSES_BLOCK_OPEN = '{{#courses}}';
export const COURSES_BLOCK_CLOSE = '{{/courses}}';

export const placeholderToken = (name: string) => `{{${name}}}`;

export const SAMPLE_VALUES: Readonly<Record<string, string>> = Object.fromEntries(NOTIFICATION_PLACEHOLDERS.map((p) => [p.name, p.sample]));

export const SAMPLE_COURSES: ReadonlyArray<Readonly<Record<string, string>>> = [
  { courseTitle: 'English 9 Honors' },
  { courseTitle: 'Integrated Math II' },
  { courseTitle: 'Biology: The Living Earth' },
];

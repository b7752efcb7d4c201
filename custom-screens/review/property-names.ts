// How the screen names a submission's properties (the exclusions' names, the "changed" marks): the
// course year's field labels from the model, and the materials as one property.
import courseYears from '../../resources/course-years.js';
import { fieldLabel } from '../../admin-ui/builder/labels.js';

/** The property name a revision's material changes are excluded under. */
export const MATERIALS_PROPERTY = 'courseMaterial';

const OWN_NAMES: Record<string, string> = { [MATERIALS_PROPERTY]: 'Course materials', courseDescription: 'Course description', units: 'Units' };

export function propertyLabel(name: string): string {
  if (OWN_NAMES[name]) return OWN_NAMES[name];
  const field = (courseYears.fields as Record<string, Parameters<typeof fieldLabel>[1]>)[name];
  return fieldLabel(name, field);
}

/** Spec 3 §5: wet lab shows for subject area D; math category 4 for subject area C with disciplines 15, 16 and 56. */
export const WET_LAB_SUBJECT_AREA = 'D';
export const MATH_SUBJECT_AREA = 'C';
export const MATH_CATEGORY_4_DISCIPLINES: readonly number[] = [15, 16, 56];

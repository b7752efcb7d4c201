// The id of a new academic year follows from its start date (handlers.ts derives it), so the create
// form shows it instead of asking for it.
import { defineScreenOverrides } from '../../../admin-ui/screen-overrides.js';
import { DerivedYearId } from './DerivedYearId.js';

export default defineScreenOverrides({ fields: { id: { input: DerivedYearId } } });

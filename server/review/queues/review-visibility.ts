// Whose decided reviews a caller reads on the completed list, its details and the statistics: their
// own, or every analyst's with AdminReportAnalystReviewProgress (spec 1 §6 "sees all analysts' data").
import { hasAbility, type SessionUser } from '../../auth/session-user.js';

export const ALL_ANALYSTS_ABILITY = 'AdminReportAnalystReviewProgress';

export const seesAllAnalysts = (user: SessionUser): boolean => hasAbility(user, ALL_ANALYSTS_ABILITY);

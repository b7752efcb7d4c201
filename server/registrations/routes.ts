// The registration calls (spec 2 §7 "Registrations", docs/registrations.md): each route reads its
// parameters here and hands them to the file of its job. Every call needs
// AdminReviewInstitutionRegistration; the second review's decisions and the recall need
// AdminRegistrationSecondReview (spec 2 §6).
import type { RouteTable, RouteSpec } from '../http/route-table.js';
import type { RuleRuntime } from '../rules/runtime.js';
import { pathId, queryBool } from '../http/params.js';
import { REGISTRATION_ABILITY, REGISTRATION_SECOND_REVIEW_ABILITY } from '../../resources/_registrations.js';
import { BASE, SOURCE, loadRegistration } from './model.js';
import { reviewsOf } from './registration-json.js';
import { searchRegistrations } from './search.js';
import { registrationJson } from './registration-json.js';
import { firstReviewJson, secondReviewJson } from './review-json.js';
import { programRegistrationJson, reregisteredJson } from './comparison.js';
import { SECTION_PATHS } from './sections.js';
import { saveSection } from './save-section.js';
import { attachmentType, removeAttachment, sendAttachment, uploadAttachment } from './attachments.js';
import { firstReview, readFirstReview } from './first-review.js';
import { readSecondReview, secondReview } from './second-review.js';
import { resendNotification } from './notices.js';
import { deleteRegistration, recallRegistration } from './delete-recall.js';
import { badRequest } from '../http/errors.js';
import type { Request } from 'express';

const ID = ':id(\\d+)';
const SECOND = REGISTRATION_SECOND_REVIEW_ABILITY;

export interface RegistrationDeps {
  rules: RuleRuntime;
}

export function registerRegistrationRoutes(routes: RouteTable, deps: RegistrationDeps): void {
  const { rules } = deps;
  const add = (method: RouteSpec['method'], path: string, file: string, handler: RouteSpec['handler'], ability: string = REGISTRATION_ABILITY) =>
    routes.add({ method, path: `${BASE}${path}`, ability, source: `${SOURCE}/${file}`, handler });

  add('POST', '/search', 'search.ts', ({ req, em }) => searchRegistrations(em, req.body));
  add('GET', `/${ID}`, 'registration-json.ts', ({ req, em }) => registrationJson(em, rules, pathId(req, 'id')));
  add('GET', `/${ID}/review`, 'review-json.ts', ({ req, em }) => firstReviewJson(em, rules, pathId(req, 'id')));
  add('GET', `/review/${ID}`, 'review-json.ts', ({ req, em }) => secondReviewJson(em, rules, pathId(req, 'id')));
  add('GET', `/reregistered/${ID}`, 'comparison.ts', ({ req, em }) => reregisteredJson(em, rules, pathId(req, 'id')));
  add('GET', `/${ID}/programregistration`, 'comparison.ts', ({ req, em }) => programRegistrationJson(em, pathId(req, 'id')));

  for (const [segment, section] of Object.entries(SECTION_PATHS))
    add('POST', `/${ID}/${segment}`, 'save-section.ts', ({ req, em }) => saveSection(em, rules, pathId(req, 'id'), section, req.body));

  add('POST', `/${ID}/attachment/:type(\\d+)`, 'attachments.ts', async ({ req, res, em, user }) => {
    const file = await uploadAttachment(em, user, pathId(req, 'id'), attachmentType(pathId(req, 'type')), req.body);
    res.status(201);
    return file;
  });
  add('GET', '/attachment/:blobId(\\d+)', 'attachments.ts', async ({ req, res, em }) => {
    await sendAttachment(em, res, pathId(req, 'blobId'), queryBool(req, 'download', false));
  });
  add('DELETE', `/${ID}/attachment/:blobId(\\d+)`, 'attachments.ts', ({ req, em }) => removeAttachment(em, pathId(req, 'id'), pathId(req, 'blobId')));

  add('POST', '/review/:reviewId(\\d+)', 'first-review.ts', ({ req, em, user }) => firstReview(em, rules, user, reviewIdOf(req), readFirstReview(req.body)));
  add('POST', '/reregister/secondreview/:reviewId(\\d+)', 'first-review.ts', ({ req, em, user }) => {
    const input = readFirstReview({ action: 'secondreview', ...(req.body && typeof req.body === 'object' ? req.body : {}) });
    if (input.action !== 'secondreview') throw badRequest('Please correct the highlighted fields.', { action: ['This call sends to second review: the action is secondreview.'] });
    return firstReview(em, rules, user, reviewIdOf(req), input, { reregistration: true });
  });
  add('POST', '/approve/:reviewId(\\d+)', 'second-review.ts', ({ req, em, user }) => secondReview(em, deps, user, { reviewId: reviewIdOf(req) }, readSecondReview(req.body)), SECOND);
  add(
    'POST',
    `/ReRegister/Review/${ID}`,
    'second-review.ts',
    async ({ req, em, user }) => {
      const registrationId = pathId(req, 'id');
      const input = readSecondReview(req.body);
      await loadRegistration(em, registrationId);
      const open = (await reviewsOf(em, registrationId)).second;
      return secondReview(em, deps, user, { reviewId: open && !open.decision ? open.id : 0, registrationId, reregistration: true }, input);
    },
    SECOND,
  );

  add('POST', `/${ID}/resendnotification`, 'notices.ts', ({ req, em, user }) => resendNotification(em, pathId(req, 'id'), user.id));
  add('POST', `/${ID}/delete`, 'delete-recall.ts', ({ req, em }) => deleteRegistration(em, pathId(req, 'id')));
  add('POST', `/${ID}/recall`, 'delete-recall.ts', ({ req, em }) => recallRegistration(em, rules, pathId(req, 'id')), SECOND);
}

/** The review of the path: 0 opens one, otherwise a review id. */
function reviewIdOf(req: Request): number {
  return req.params.reviewId.replace(/^0+/, '') === '' ? 0 : pathId(req, 'reviewId');
}

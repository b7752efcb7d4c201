// The registration calls (spec 2 §7 "Registrations", docs/registrations.md): each route reads its
// parameters here and hands them to the file of its job. Every call needs
// AdminReviewInstitutionRegistration; the second review's decisions and the recall need
// AdminRegistrationSecondReview (spec 2 §6).
import type { RouteTable, RouteSpec } from '../http/route-table.js';
import type { RuleRuntime } from '../rules/runtime.js';
import type { Mailer } from '../mail/mailer.js';
import { pathId, queryBool } from '../http/params.js';
import { REGISTRATION_ABILITY, REGISTRATION_SECOND_REVIEW_ABILITY } from '../../resources/_registrations.js';
import { BASE, SOURCE } from './model.js';
import { searchRegistrations } from './search.js';
import { registrationJson } from './registration-json.js';
import { firstReviewJson, secondReviewJson } from './review-json.js';
import { programRegistrationJson, reregisteredJson } from './comparison.js';
import { SECTION_PATHS } from './sections.js';
import { saveSection } from './save-section.js';
import { attachmentType, removeAttachment, sendAttachment, uploadAttachment } from './attachments.js';

const ID = ':id(\\d+)';

export interface RegistrationDeps {
  rules: RuleRuntime;
  mailer: Mailer;
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
  void REGISTRATION_SECOND_REVIEW_ABILITY;
}

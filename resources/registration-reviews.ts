import { defineResource } from '../core/model/define.js';
import { RECOMMENDED_ACTIONS, REGISTRATION_ACCESS, REGISTRATION_REVIEW_DECISIONS } from './_registrations.js';
import { REGISTRATION_WORKFLOW } from './_workflows.js';

// A review of a registration (spec 2 §3 review fields, §4): the first review (isSecondReview false),
// saved and exited until it is sent to second review with a recommended action; then the second review,
// which approves, does not approve, or exits back. The decision is stored with the registration rule
// evaluation that allowed it (ruleSetVersionId, explanation).
export default defineResource({
  name: 'registration-reviews',
  entity: 'RegistrationReview',
  table: 'registration_review',
  label: 'Registration reviews',
  labelSingular: 'Registration review',
  recordRepresentation: 'registrationId',
  specId: 'registrationReviewId',
  fields: {
    registrationId: { type: 'reference', resource: 'registrations', required: true, label: 'Registration' },
    isSecondReview: { type: 'boolean', default: false, label: 'Second review' },
    reviewerId: { type: 'reference', resource: 'users', label: 'Reviewer' },
    recommendedActionId: { type: 'enum', values: RECOMMENDED_ACTIONS, label: 'Recommended action', ownedBy: REGISTRATION_WORKFLOW },
    decisionComment: { type: 'text', label: 'Decision comment', help: 'Sent to the applicant with the decision', ownedBy: REGISTRATION_WORKFLOW },
    internalComment: { type: 'text', label: 'Internal comment', help: 'Seen by staff only' },
    decision: { type: 'enum', values: REGISTRATION_REVIEW_DECISIONS, help: 'Empty while the review is open', ownedBy: REGISTRATION_WORKFLOW },
    decidedOn: { type: 'datetime', ownedBy: REGISTRATION_WORKFLOW },
    decidedById: { type: 'reference', resource: 'users', label: 'Decided by', ownedBy: REGISTRATION_WORKFLOW },
    startedOn: { type: 'datetime', ownedBy: REGISTRATION_WORKFLOW },
    ruleSetVersionId: { type: 'reference', resource: 'rule-set-versions', label: 'Rule set version', ownedBy: REGISTRATION_WORKFLOW },
    explanation: { type: 'json', help: 'The registration rule evaluation stored with the decision', ownedBy: REGISTRATION_WORKFLOW },
  },
  checks: [{ field: 'decidedOn', notBefore: 'startedOn', message: 'The decision cannot come before the review started.' }],
  list: { columns: ['registrationId', 'isSecondReview', 'reviewerId', 'recommendedActionId', 'decision', 'decidedOn'], sort: { field: 'decidedOn', order: 'DESC' }, perPage: 25 },
  filters: [
    { field: 'q', type: 'q', fields: ['decisionComment', 'internalComment'] },
    { field: 'registrationId', type: 'reference', alwaysOn: true },
    { field: 'reviewerId', type: 'reference', alwaysOn: true },
    { field: 'decision', type: 'select' },
    { field: 'isSecondReview', type: 'boolean' },
    { field: 'decidedOn', type: 'dateRange' },
  ],
  access: REGISTRATION_ACCESS,
  audit: true,
  menu: { group: 'Workflow data', icon: 'RateReview', hidden: true },
});

// A registration as GET /api/admin/registration/{id} answers it (docs/registrations.md), for the screen tests.
import type { FirstReview, Registration } from '../../../core/contract/registrations.js';
import { RECOMMENDED_ACTION, RECOMMENDED_ACTIONS } from '../../../resources/_registrations.js';

const phone = { number: '9165550142', extension: null, isInternational: false, internationalNumber: null };

export function registration(over: Partial<Registration> = {}): Registration {
  return {
    registrationId: 41,
    id: 41,
    rowVersion: 1,
    registrationTypeId: 1,
    registrationType: 'School',
    registrationStatusId: 1,
    registrationStatus: 'Submitted',
    isEditable: true,
    isReviewComplete: false,
    institutionName: 'Sierra Vista Academy',
    cdsCode: null,
    countyId: null,
    countyName: 'Sacramento',
    institutionId: null,
    submitterEmail: 'dana@example.org',
    submittedOn: '2026-09-15T17:00:00Z',
    registrationCycleYear: 2026,
    lastUpdatedOn: null,
    decidedOn: null,
    notificationSentOn: null,
    reviewId: null,
    registrationReviewId: null,
    sectionsShown: ['generalInformation', 'contactInformation', 'certification', 'attachments', 'programSchools'],
    generalInformation: { institutionName: 'Sierra Vista Academy', cdsCode: null, atpCode: null, streetCity: 'Sacramento', isPrivateSchool: false, districtId: 812, otherDistrictName: null, lowestGrade: 9, highestGrade: 12 },
    accreditation: null,
    schoolType: null,
    contactInformation: { headContact: { firstName: 'Dana', lastName: 'Whitfield', positionId: null, email: 'dana@example.org', phone }, courseListManager: { firstName: 'Luis', lastName: 'Moreno', positionId: null, email: 'luis@example.org', phone } },
    onlineSelfAssessment: null,
    programInformation: null,
    programStructure: null,
    certification: {
      certifiedByName: 'Dana Whitfield',
      certifiedByTitle: 'Head',
      certifiedOn: '2026-09-14',
      agreementLetters: [
        { id: 1, title: 'Course list agreement', checked: true },
        { id: 2, title: 'Accuracy certification', checked: true },
        { id: 3, title: 'Data sharing', checked: false },
      ],
    },
    programSchools: { schools: [{ institutionId: 7, name: 'Lincoln High', cdsCode: '34674390000001', city: 'Sacramento' }] },
    attachments: [],
    lettersOfIntent: { expected: 2, received: 1 },
    approvalBlocked: { blocked: false, messages: [] },
    ...over,
  };
}

/** The first review as the server answers it: while approval is blocked, Not approve is the only recommendation allowed. */
export function firstReview(over: Partial<FirstReview> = {}): FirstReview {
  const approvalBlocked = over.approvalBlocked ?? { blocked: false, messages: [] };
  const allowedRecommendations = RECOMMENDED_ACTIONS.filter((a) => !approvalBlocked.blocked || a.id === RECOMMENDED_ACTION.notApprove).map((a) => ({ id: a.id, name: a.name }));
  return { registrationReviewId: null, reviewId: null, registrationId: 41, isSecondReview: false, recommendedActionId: null, decisionComment: null, internalComment: null, decision: null, decidedOn: null, startedOn: null, reviewerName: null, decidedByName: null, ruleSetVersionId: null, approvalBlocked, allowedRecommendations, ...over };
}

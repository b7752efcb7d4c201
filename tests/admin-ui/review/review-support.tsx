// What the review screen's component tests share: a review model as the server answers it, the
// screen rendered at its route inside react-admin with a fake server behind fetch, and where the
// screen navigated to.
import { render } from '@testing-library/react';
import { AdminContext, Notification, TestMemoryRouter, defaultI18nProvider, memoryStore } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ReviewScreen } from '../../../custom-screens/review/ReviewScreen.js';
import { ReviewViewScreen } from '../../../custom-screens/review/ReviewViewScreen.js';
import type { DecisionOptions, ReviewModel } from '../../../core/contract/review.js';
import { abilityAuthProvider } from '../support/render-screen.js';
import { memoryDataProvider } from '../support/memory-data-provider.js';
import { fakeServer, type FakeReply, type FakeRequest } from '../support/render-app.js';

export const BATCH = 40;
export const REVIEW = 400;
export const NEXT_REVIEW = 401;
export const SUBMISSION = 4000;
/** abilityAuthProvider's identity */
export const ME = 1;

export const LOW_RUBRIC = 'Course cannot be approved because the rubric value is too low';
export const NEEDS_FEEDBACK = 'Course must have feedback in order to not approve';
export const TOO_HIGH = 'The rubric value is too high to not approve this course';
export const HAS_FEEDBACK = 'Course cannot be approved because one or more feedback items have been selected';

export const allowed = { allowed: true, messages: [] };
export const refused = (...messages: string[]) => ({ allowed: false, messages });

/** The rules' answer for a rubric value and a number of ticked statements (rules/review-decision.json, minimum 2). */
export function decisionsFor(rubricValue: number, feedback: number): DecisionOptions {
  const approve: string[] = [];
  if (rubricValue < 2) approve.push(LOW_RUBRIC);
  if (feedback > 0) approve.push(HAS_FEEDBACK);
  const notApprove: string[] = [];
  if (rubricValue >= 2) notApprove.push(TOO_HIGH);
  if (feedback === 0) notApprove.push(NEEDS_FEEDBACK);
  const option = (messages: string[]) => ({ allowed: messages.length === 0, messages });
  return { approved: option(approve), notapproved: option(notApprove), secondreview: option(notApprove) };
}

export function reviewModel(over: Partial<ReviewModel> = {}): ReviewModel {
  return {
    courseSubmissionId: SUBMISSION,
    courseReviewId: REVIEW,
    courseSubmissionReviewId: REVIEW,
    courseId: 90,
    academicYearId: 29,
    institutionId: 7,
    rootCourse: { courseId: null },
    batch: { reviewBatchId: BATCH, batchSize: 2, approved: 0, notApproved: 0, sentToSecondReview: 0, noDecision: 2, approvedPercent: 0, notApprovedPercent: 0, sentToSecondReviewPercent: 0, noDecisionPercent: 100, nextReviewId: NEXT_REVIEW, reviewIds: [REVIEW, NEXT_REVIEW] },
    status: 'inReview',
    isSecondReview: false,
    isExpressReview: false,
    scenario: 'new',
    submissionType: { submissionTypeId: 1, name: 'New course' },
    analyst: { userId: ME, name: 'Ana Lyst' },
    decision: null,
    decidedOn: null,
    basicInfo: {
      title: 'Marine Biology',
      disciplines: [{ subjectAreaId: 4, disciplineId: 20, languageId: null, otherLanguage: null }],
      courseLengthId: 2,
      isGrade9: false,
      isGrade10: true,
      isGrade11: true,
      isGrade12: false,
      isCte: false,
      cteIndustryId: null,
      ctePathwayId: null,
      honorsTypeId: null,
      requiresWetLabActivity: true,
      isMathCategory4: false,
      prerequisites: [{ value: 'Biology', isRequired: true }],
      corequisites: [],
      transcriptCodes: [{ abbreviation: 'MAR BIO', code: '2301' }],
    },
    description: { courseDescription: 'Life in the oceans.', prerequisites: [], corequisites: [], units: [{ title: 'Tides', description: 'Why the sea moves.' }] },
    materials: { courseMaterials: [], isEditable: true },
    modifications: { basic: [], courseMaterial: { added: [], removed: [] } },
    rubric: { rubricId: null, value: null },
    statements: [],
    exclusions: [],
    internalNotes: [],
    tags: [],
    history: [],
    lease: { userId: ME, name: 'Test Admin', expiresAt: '2026-03-09T17:05:00Z' },
    readOnly: false,
    decisions: {
      approved: refused('Choose a rubric value before deciding on this course'),
      notapproved: refused('Choose a rubric value before deciding on this course'),
      secondreview: refused('Choose a rubric value before deciding on this course'),
    },
    ...over,
  };
}

export const RUBRICS = [0, 1, 2, 3, 4, 5].map((value) => ({ id: 10 + value, rubricId: 10 + value, name: ['Does not meet', 'Partially meets', 'Meets', 'Strong', 'Exceeds', 'Exemplary'][value], value, isDeleted: false }));

export const STATEMENTS = [
  { reviewStatementId: 1, reviewStatementTypeId: 1, subjectAreaId: null, section: '0', categoryId: null, categoryName: 'General', statement: 'The course title must describe the course content.' },
  { reviewStatementId: 2, reviewStatementTypeId: 1, subjectAreaId: null, section: '3a', categoryId: null, categoryName: 'Course content', statement: 'Each unit must describe its topics in detail.' },
];

export const STATS = {
  lastWeek: { approved: 3, notApproved: 1, secondReviews: 0, totalReviews: 4 },
  thisWeek: { approved: 1, notApproved: 0, secondReviews: 1, totalReviews: 2 },
  yesterday: { approved: 1, notApproved: 0, secondReviews: 0, totalReviews: 1 },
  today: { approved: 0, notApproved: 0, secondReviews: 0, totalReviews: 0 },
  yesterdayLabel: 'Yesterday',
  lastFourWeeks: [],
  timeZone: 'America/Los_Angeles',
};

export type Handlers = Record<string, (req: FakeRequest) => FakeReply>;

/** The calls every open review makes, answering `model`; `more` adds or replaces handlers. */
export function reviewServer(model: ReviewModel, more: Handlers = {}) {
  return fakeServer({
    [`GET /api/admin/review/${BATCH}/${model.courseReviewId}`]: () => ({ body: model }),
    'GET /api/rest/course-submission-reviews': () => ({
      body: [
        { id: REVIEW, courseSubmissionId: SUBMISSION, analystId: ME, decision: null, reversedOn: null },
        { id: NEXT_REVIEW, courseSubmissionId: SUBMISSION + 1, analystId: ME, decision: null, reversedOn: null },
      ],
    }),
    'GET /api/admin/rubric': () => ({ body: RUBRICS }),
    'GET /api/admin/rubric/minapprovalvalue': () => ({ body: 2 }),
    'GET /api/admin/review/statements': () => ({ body: STATEMENTS }),
    'GET /api/admin/review/statements/type/2': () => ({ body: [] }),
    'GET /api/admin/review/feedbacktemplate/type/1': () => ({ status: 404, body: { message: 'There is no feedback template for this statement type.' } }),
    'GET /api/admin/review/feedbacktemplate/type/2': () => ({ status: 404, body: { message: 'There is no feedback template for this statement type.' } }),
    'GET /api/admin/review/stats/analyst': () => ({ body: STATS }),
    ...more,
  });
}

function Where() {
  const location = useLocation();
  return <p>Now at {location.pathname + location.search}</p>;
}

const LOOKUPS = {
  'subject-areas': [{ id: 4, code: 'D', name: 'Science' }],
  disciplines: [{ id: 20, name: 'Biology', subjectAreaId: 4 }],
  'course-lengths': [{ id: 2, name: 'One year' }],
  'honors-types': [],
  'cte-industries': [],
  'cte-pathways': [],
  languages: [],
  'material-types': [{ id: 1, name: 'Textbook', suffix: 'textbook', sortOrder: 1 }],
};

export function renderReview(path = `/review/${BATCH}?reviewId=${REVIEW}`, abilities: string[] = ['AdminReview']) {
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={memoryDataProvider(LOOKUPS)} authProvider={abilityAuthProvider(abilities, {})} store={memoryStore()} i18nProvider={defaultI18nProvider}>
        <Routes>
          <Route path="/review/view/:batchId" element={<ReviewViewScreen />} />
          <Route path="/review/:batchId" element={<ReviewScreen />} />
          <Route path="*" element={<Where />} />
        </Routes>
        <Notification autoHideDuration={5000} />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

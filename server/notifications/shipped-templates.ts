// The notification e-mail templates the product ships: the seeds load them as the starting rows, and
// sending falls back to them when a template's row is missing (server/notifications/enqueue.ts).
// {{name}} placeholders are filled when a message is sent; the empty
// {{#courses}}{{/courses}} block repeats the collection template once per course.
// Ids are fixed and keys name the event, so the code can send a template by key.

const COURSE_ITEM = '<li>{{courseTitle}}</li>';

export const NOTIFICATION_TEMPLATES = [
  {
    id: 1,
    key: 'course-review-approved',
    title: 'Courses approved',
    messageTitleTemplate: 'A–G courses approved for {{institutionName}} ({{academicYear}})',
    messageTemplate:
      '<p>Dear {{recipientName}},</p><p>The following courses of {{institutionName}} have been approved for the {{academicYear}} A–G course list:</p><ul>{{#courses}}{{/courses}}</ul><p>They will appear on the public course list within one business day.</p>',
    collectionTemplate: COURSE_ITEM,
  },
  {
    id: 2,
    key: 'course-review-not-approved',
    title: 'Courses not approved',
    messageTitleTemplate: 'A–G course review results for {{institutionName}}',
    messageTemplate:
      '<p>Dear {{recipientName}},</p><p>The following courses were not approved for {{academicYear}}. The reviewer\'s feedback is available in the course management portal; you may revise and resubmit before {{deadline}}.</p><ul>{{#courses}}{{/courses}}</ul>',
    collectionTemplate: COURSE_ITEM,
  },
  {
    id: 3,
    key: 'decision-reversed',
    title: 'Review decision reversed',
    messageTitleTemplate: 'Review decision changed: {{courseTitle}}',
    messageTemplate:
      '<p>Dear {{recipientName}},</p><p>The review decision for <strong>{{courseTitle}}</strong> at {{institutionName}} has been reversed.</p><p>Reason: {{decisionReversalReason}}</p>',
    collectionTemplate: null,
  },
  {
    id: 4,
    key: 'submission-deadline-reminder',
    title: 'Submission deadline reminder',
    messageTitleTemplate: 'Reminder: {{currentCycleYear}} course submissions close {{deadline}}',
    messageTemplate:
      '<p>Dear {{firstName}} {{lastName}},</p><p>The {{currentCycleYear}} submission period for {{institutionName}} closes on <strong>{{deadline}}</strong>. Courses submitted later are reviewed for the following year.</p>',
    collectionTemplate: null,
  },
  {
    id: 5,
    key: 'account-created',
    title: 'Account created',
    messageTitleTemplate: 'Your A–G course management account',
    messageTemplate:
      '<p>Dear {{firstName}},</p><p>{{userFirstName}} {{userLastName}} created an account for you at {{institutionName}}. Please verify your e-mail address to activate it.</p>',
    collectionTemplate: null,
  },
  {
    id: 6,
    key: 'registration-approved',
    title: 'Registration approved',
    messageTitleTemplate: 'Registration approved: {{institutionName}}',
    messageTemplate:
      '<p>Dear {{recipientName}},</p><p>The registration of {{institutionName}} has been approved. You can now submit courses for {{currentCycleYear}}.</p>',
    collectionTemplate: null,
  },
  {
    id: 7,
    key: 'registration-not-approved',
    title: 'Registration not approved',
    messageTitleTemplate: 'Registration not approved: {{institutionName}}',
    messageTemplate: '<p>Dear {{recipientName}},</p><p>The registration of {{institutionName}} could not be approved.</p><p>Reason: {{reason}}</p>',
    collectionTemplate: null,
  },
  {
    id: 8,
    key: 'program-course-audit',
    title: 'Publisher courses selected for audit',
    messageTitleTemplate: '{{programName}}: courses selected for audit',
    messageTemplate:
      '<p>Dear {{recipientName}},</p><p>The following self-reported courses of {{programName}} have been selected for audit for {{academicYear}}:</p><ul>{{#courses}}{{/courses}}</ul><p>Please upload the course materials by {{deadline}}.</p>',
    collectionTemplate: COURSE_ITEM,
  },
  {
    id: 9,
    key: 'audit-cancellation-answered',
    title: 'Audit cancellation answered',
    messageTitleTemplate: 'Audit cancellation request for {{courseTitle}}',
    messageTemplate: '<p>Dear {{recipientName}},</p><p>Your request to cancel the audit of <strong>{{courseTitle}}</strong> ({{programName}}) has been answered.</p><p>{{reason}}</p>',
    collectionTemplate: null,
  },
  {
    id: 10,
    key: 'accreditation-accepted',
    title: 'Accreditation accepted',
    messageTitleTemplate: 'Accreditation accepted: {{institutionName}}',
    messageTemplate: '<p>Dear {{recipientName}},</p><p>The accreditation of {{institutionName}} has been reviewed.</p><p>{{reason}}</p>',
    collectionTemplate: null,
  },
  {
    id: 11,
    key: 'accreditation-not-accepted',
    title: 'Accreditation not accepted',
    messageTitleTemplate: 'Accreditation not accepted: {{institutionName}}',
    messageTemplate: '<p>Dear {{recipientName}},</p><p>The accreditation of {{institutionName}} has been reviewed.</p><p>{{reason}}</p><p>Please upload a new accreditation file.</p>',
    collectionTemplate: null,
  },
];

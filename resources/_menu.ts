// The sidebar, by the work of the signed-in role (docs/decisions.md "Menu by role"). Resources place
// themselves in a section with menu.group, hand-built screens with their menu entries' group; this
// file orders the sections for each kind of role and names the entries that lead a section. A user
// only ever sees the entries their abilities open; a section left with none is not shown.
import { defineMenu } from '../core/model/menu.js';

export const MENU = defineMenu({
  sections: [
    {
      name: 'Daily work',
      label: 'Daily work',
      // the queues, then finding a course, what was decided and what waits, and how it goes
      first: ['/dashboard/', '/courses/search', '/review/completed', '/review/submitted', '/review/statistics', '/review/consistency', '/course/detail', '/courses/self-reported'],
    },
    {
      name: 'Institutions',
      label: 'Institutions',
      first: ['/institutions', '/schools', '/districts', '/accreditation', '/registrations', '/institutions/form/school', '/institutions/form/district', '/institutions/form/program'],
    },
    { name: 'Membership', label: 'Membership', first: ['/membership', '/users', '/roles'] },
    { name: 'Reports', label: 'Reporting' },
    { name: 'Content', label: 'Content' },
    { name: 'Settings', label: 'Settings' },
    { name: 'Operations', label: 'Operations' },
    // the look-up lists: read everywhere, edited rarely
    { name: 'Lookups', label: 'Reference data', collapsible: true },
    // the raw tables the workflows write: for putting data right by hand, not for daily work
    { name: 'Workflow data', label: 'Workflow data', collapsible: true, onlyFor: ['administrator'] },
  ],
  roleKinds: [
    {
      name: 'administrator',
      label: 'Administrator',
      // sets up the office: users, institutions, settings, look-ups, rules, the operator console
      anyOf: ['AdminUserManagement', 'AdminManageInstitutions', 'AdminManageSettings', 'AdminManageLookups', 'AdminManageRules', 'AdminOperatorConsole'],
      sections: ['Daily work', 'Institutions', 'Membership', 'Reports', 'Content', 'Settings', 'Operations', 'Lookups', 'Workflow data'],
    },
    {
      name: 'analyst',
      label: 'Analyst',
      // reviews courses
      anyOf: ['AdminReview'],
      sections: ['Daily work', 'Institutions', 'Reports', 'Content', 'Settings', 'Membership', 'Operations', 'Lookups'],
    },
    {
      name: 'staff',
      label: 'Other staff',
      // a content editor, an auditor: their own area first
      sections: ['Daily work', 'Content', 'Settings', 'Institutions', 'Reports', 'Membership', 'Operations', 'Lookups'],
    },
  ],
});

/** The name of a menu section, for the `group` of a hand-built screen's menu entry. */
export type MenuSectionName = (typeof MENU.sections)[number]['name'];

/**
 * Where each hand-built screen's menu entries lead and sit, by screen (custom-screens/<name>/index.ts
 * gives each its label, icon and ability). Plain data, so the model check holds the sidebar to it at
 * start-up without loading browser code; a UI test holds the screens' entries to it.
 */
export const SCREEN_MENU_PLACES = {
  accreditation: [{ to: '/accreditation', group: 'Institutions' }],
  'audit-trail': [{ to: '/audit', group: 'Operations' }],
  caches: [{ to: '/cache', group: 'Operations' }],
  'course-detail': [{ to: '/course/detail', group: 'Daily work' }],
  'course-search': [{ to: '/courses/search', group: 'Daily work' }],
  cycles: [{ to: '/settings/submissioncycle', group: 'Settings' }],
  districts: [{ to: '/districts', group: 'Institutions' }],
  'institution-forms': [
    { to: '/institutions/form/school', group: 'Institutions' },
    { to: '/institutions/form/district', group: 'Institutions' },
    { to: '/institutions/form/program', group: 'Institutions' },
  ],
  membership: [{ to: '/membership', group: 'Membership' }],
  registrations: [{ to: '/registrations', group: 'Institutions' }],
  reporting: [{ to: '/reporting', group: 'Reports' }],
  'review-completed': [{ to: '/review/completed', group: 'Daily work' }],
  'review-consistency': [{ to: '/review/consistency', group: 'Daily work' }],
  'review-statistics': [{ to: '/review/statistics', group: 'Daily work' }],
  'review-submitted': [{ to: '/review/submitted', group: 'Daily work' }],
  'rule-editor': [{ to: '/rules', group: 'Settings' }],
  schools: [{ to: '/schools', group: 'Institutions' }],
  'search-indexes': [{ to: '/elasticsearch', group: 'Operations' }],
  'self-reported': [{ to: '/courses/self-reported', group: 'Daily work' }],
  'settings-review': [{ to: '/settings/review', group: 'Settings' }],
} as const satisfies Record<string, readonly { to: string; group: MenuSectionName }[]>;

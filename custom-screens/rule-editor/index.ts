// The rule editor (issue: rules): rule sets, their versions, drafts edited in a structured editor or
// as JSON, test cases, simulation on recorded cases, activation, roll back and comparison.
import { createElement, lazy } from 'react';
import RuleIcon from '@mui/icons-material/Rule';
import { defineCustomScreen } from '../../admin-ui/custom-screen.js';
import { RULES_PATH } from './shared/routes.js';

// The editor's screens load when one is opened, not with the first page of the back office.
const RuleSetsScreen = lazy(() => import('./list/RuleSetsScreen.js').then((m) => ({ default: m.RuleSetsScreen })));
const RuleSetScreen = lazy(() => import('./versions/RuleSetScreen.js').then((m) => ({ default: m.RuleSetScreen })));
const CompareScreen = lazy(() => import('./compare/CompareScreen.js').then((m) => ({ default: m.CompareScreen })));
const VersionEditorScreen = lazy(() => import('./editor/VersionEditorScreen.js').then((m) => ({ default: m.VersionEditorScreen })));

export const RULES_ABILITY = 'AdminManageRules';

export default defineCustomScreen({
  name: 'rule-editor',
  routes: [
    { path: RULES_PATH, element: createElement(RuleSetsScreen), ability: RULES_ABILITY },
    { path: `${RULES_PATH}/:ruleSet`, element: createElement(RuleSetScreen), ability: RULES_ABILITY },
    { path: `${RULES_PATH}/:ruleSet/compare`, element: createElement(CompareScreen), ability: RULES_ABILITY },
    { path: `${RULES_PATH}/:ruleSet/versions/:versionId`, element: createElement(VersionEditorScreen), ability: RULES_ABILITY },
  ],
  menu: [{ to: RULES_PATH, label: 'Rules', group: 'Settings', icon: RuleIcon, ability: RULES_ABILITY }],
});

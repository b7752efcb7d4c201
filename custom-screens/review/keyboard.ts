// Keyboard triage on the review screen: one key per thing an analyst does over and over, so a batch
// can be worked without the mouse. Keys act only when the analyst is not typing (a text box, a list
// box, an editable area) and no dialog is open; with Ctrl, Alt or Meta they belong to the browser.
// A decision key counts down before the decision is sent (decision-countdown.ts); Enter and Escape
// belong to that countdown while it runs (use-review-keys.ts useCountdownKeys).
import { DECISION_COUNTDOWN_MS } from './decision-countdown.js';
import { UNDO_WINDOW_MS } from '../../core/contract/undo-decision.js';

export type KeyAction =
  | { kind: 'decide'; decision: 'approved' | 'notapproved' | 'secondreview' }
  | { kind: 'go'; direction: 'next' | 'previous' }
  | { kind: 'rubric'; value: number }
  | { kind: 'focus'; target: 'notes' | 'feedback' }
  | { kind: 'tags' }
  | { kind: 'undo' }
  | { kind: 'help' };

export interface KeyBinding {
  /** what the help dialog shows */
  keys: string;
  does: string;
}

const DECISION_KEYS: Record<string, KeyAction> = {
  a: { kind: 'decide', decision: 'approved' },
  n: { kind: 'decide', decision: 'notapproved' },
  s: { kind: 'decide', decision: 'secondreview' },
};

const OTHER_KEYS: Record<string, KeyAction> = {
  j: { kind: 'go', direction: 'next' },
  k: { kind: 'go', direction: 'previous' },
  '/': { kind: 'focus', target: 'notes' },
  f: { kind: 'focus', target: 'feedback' },
  t: { kind: 'tags' },
  u: { kind: 'undo' },
  '?': { kind: 'help' },
};

/** The rubric values the screen offers (spec 3 §9: ratings 0 to 5). */
export const RUBRIC_VALUES = [0, 1, 2, 3, 4, 5] as const;

/** The help dialog's table, in the order an analyst meets the keys. */
export const KEY_BINDINGS: readonly KeyBinding[] = [
  { keys: '0 – 5', does: 'Set the rubric value' },
  { keys: 'f', does: 'Go to the feedback statements' },
  { keys: '/', does: 'Write an internal note' },
  { keys: 't', does: 'Manage tags' },
  { keys: 'a', does: `Approve, after a ${DECISION_COUNTDOWN_MS / 1000}-second countdown` },
  { keys: 'n', does: `Not approve, after a ${DECISION_COUNTDOWN_MS / 1000}-second countdown` },
  { keys: 's', does: `Send to 2nd review, after a ${DECISION_COUNTDOWN_MS / 1000}-second countdown` },
  { keys: 'Enter', does: 'During the countdown: decide now' },
  { keys: 'Esc', does: 'During the countdown: cancel (so does the decision’s key again); otherwise close a dialog' },
  { keys: 'u', does: `Undo the decision just recorded (offered for ${UNDO_WINDOW_MS / 1000} seconds)` },
  { keys: 'j', does: 'Next course of the batch' },
  { keys: 'k', does: 'Previous course of the batch' },
  { keys: '?', does: 'Show these keys' },
];

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'number', 'password', 'tel', 'url', 'date', 'datetime-local', 'month', 'time', 'week']);

/** Whether keys typed at `target` are text: a text box, a text area, a select, an editable area or a combo box. */
export function isTyping(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return TEXT_INPUT_TYPES.has(((element as HTMLInputElement).type || 'text').toLowerCase());
  return element.closest('[role="combobox"], [role="listbox"], [role="textbox"], [contenteditable="true"]') !== null;
}

export interface KeyEventLike {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}

/** The action of a key press on the screen, or null when the key is not the screen's to take. */
export function actionForKey(event: KeyEventLike): KeyAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  if (isTyping(event.target)) return null;
  const target = event.target as Element | null;
  if (target && typeof target.closest === 'function' && target.closest('[role="dialog"], [role="alertdialog"], [role="menu"]')) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (/^[0-5]$/.test(key)) return { kind: 'rubric', value: Number(key) };
  return DECISION_KEYS[key] ?? OTHER_KEYS[key] ?? null;
}

// The condition tree as the structured editor sees it: groups (all / any / not) holding conditions
// or further groups, and leaf conditions (fact, operator, value).
import type { Vocabulary } from '../api/rule-types.js';
import type { Condition, LeafCondition } from '../../../core/contract/rules.js';
import { defaultValue } from './values.js';

export type GroupKind = 'all' | 'any' | 'not';
export type Group = { all: Condition[] } | { any: Condition[] } | { not: Condition };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function groupKind(c: unknown): GroupKind | null {
  if (!isObject(c)) return null;
  if ('all' in c) return 'all';
  if ('any' in c) return 'any';
  if ('not' in c) return 'not';
  return null;
}

export function isGroup(c: unknown): c is Group {
  return groupKind(c) !== null;
}

/** The children of a group; a "not" group has exactly one. A malformed list reads as empty. */
export function groupChildren(g: Group): Condition[] {
  if ('not' in g) return [g.not];
  const list = 'all' in g ? g.all : g.any;
  return Array.isArray(list) ? list : [];
}

export function withChildren(g: Group, children: Condition[]): Group {
  const kind = groupKind(g)!;
  if (kind === 'not') return { ...g, not: children[0] } as Group;
  return { ...g, [kind]: children } as Group;
}

/**
 * Changes a group's kind and keeps its conditions: a "not" wraps several conditions in an "all"
 * (not all of them), and leaving "not" lists its one condition.
 */
export function switchGroupKind(g: Group, kind: GroupKind): Group {
  const from = groupKind(g)!;
  if (from === kind) return g;
  const children = groupChildren(g);
  if (kind === 'not') return { not: children.length === 1 ? children[0] : { all: children } };
  if (from === 'not') {
    const only = children[0];
    // "not (all of …)" becoming "any of …" keeps the inner list rather than nesting it
    return isGroup(only) && !('not' in only) ? ({ [kind]: groupChildren(only) } as Group) : ({ [kind]: [only] } as Group);
  }
  return { [kind]: children } as Group;
}

export function newLeaf(vocabulary: Vocabulary): LeafCondition {
  const names = Object.keys(vocabulary.facts);
  const fact = names.find((n) => !vocabulary.facts[n].derived) ?? names[0] ?? '';
  return { fact, operator: 'equal', value: defaultValue(vocabulary.facts[fact], 'equal') };
}

export function newGroup(kind: GroupKind, vocabulary: Vocabulary): Group {
  return kind === 'not' ? { not: newLeaf(vocabulary) } : ({ [kind]: [newLeaf(vocabulary)] } as Group);
}

/** The other list kind, offered when a group is added inside a group. */
export const oppositeKind = (kind: GroupKind): GroupKind => (kind === 'all' ? 'any' : 'all');

export const GROUP_LABELS: Record<GroupKind, string> = {
  all: 'All of these are true',
  any: 'Any of these is true',
  not: 'This is not true',
};

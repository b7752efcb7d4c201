// The version roll back brings back: the retired one activated most recently (as the server picks it).
import type { RuleVersion } from '../api/rule-types.js';

export function rollbackTarget(versions: readonly RuleVersion[]): RuleVersion | undefined {
  return versions
    .filter((v) => v.status === 'retired' && v.activatedAt)
    .sort((a, b) => Date.parse(b.activatedAt!) - Date.parse(a.activatedAt!))[0];
}

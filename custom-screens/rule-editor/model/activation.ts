// Why a version cannot be activated now, in words for the disabled button's tooltip; null if it can.
import type { RuleVersion } from '../api/rule-types.js';

export function activationBlock(version: Pick<RuleVersion, 'status' | 'testsPassed'>, dirty = false, failing?: number): string | null {
  if (version.status === 'active') return 'This version is already active.';
  if (dirty) return 'Save the draft first: activation uses the saved version and its test results.';
  if (!version.testsPassed)
    return failing
      ? `${failing} test case${failing > 1 ? 's fail' : ' fails'}: fix the rules or the expectations and save. A version whose tests fail cannot be activated.`
      : 'Its test cases fail: fix the rules or the expectations and save. A version whose tests fail cannot be activated.';
  return null;
}

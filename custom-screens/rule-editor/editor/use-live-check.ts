// Checks the definition on the server a moment after each edit (POST …/validate): problems by path
// and the test cases run on the unsaved edits. A newer edit cancels the check of an older one.
import { useEffect, useRef, useState } from 'react';
import type { RuleApi } from '../api/rule-api.js';
import type { DefinitionProblem, TestResult } from '../../../core/contract/rules.js';

export const LIVE_CHECK_DELAY_MS = 400;

export function useLiveCheck(api: RuleApi, definition: unknown, enabled: boolean, onChecked: (problems: DefinitionProblem[], tests: TestResult[]) => void): { checking: boolean } {
  const [checking, setChecking] = useState(false);
  const report = useRef(onChecked);
  report.current = onChecked;

  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      setChecking(true);
      api.validate(definition, abort.signal).then(
        ({ problems, tests }) => {
          if (abort.signal.aborted) return;
          setChecking(false);
          report.current(problems, tests);
        },
        () => {
          // a failed check changes nothing: saving reports the same problems with its own message
          if (!abort.signal.aborted) setChecking(false);
        },
      );
    }, LIVE_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [api, definition, enabled]);

  return { checking };
}

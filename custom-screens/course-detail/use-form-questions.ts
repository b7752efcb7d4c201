// Which optional questions the basic-info form shows as it is edited: the course-form rule set is
// asked about the form's values (POST /api/admin/rules/course-form/evaluate, nothing recorded), so an
// operator's change to the rules reaches the form without a release. Until the first answer, and if
// the rules cannot be asked, the detail's formQuestions (the stored course's) hold. The call goes
// around the shell's access-denied handling: a course manager without the rules' evaluator ability
// keeps the form (with the stored questions) rather than being sent to the access error page.
import { useEffect, useState } from 'react';
import { callSpecApi } from '../../admin-ui/kit/spec-api.js';
import type { FormEvaluation } from '../../core/contract/course-detail.js';

const FORM_EVALUATE = '/api/admin/rules/course-form/evaluate';

export function useFormQuestions(facts: Record<string, unknown>, initial: readonly string[], enabled: boolean): readonly string[] {
  const [shown, setShown] = useState<readonly string[]>(initial);
  const key = JSON.stringify(facts);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      callSpecApi<FormEvaluation>(FORM_EVALUATE, { method: 'POST', body: { facts: JSON.parse(key) as unknown }, signal: controller.signal })
        .then((answer) => setShown(answer.outcome.shown))
        .catch(() => undefined);
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, enabled]);
  return shown;
}

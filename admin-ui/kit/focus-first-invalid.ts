// After a refusal whose reasons sit under the fields (no sentence above the form), the first field
// holding a reason takes the focus: the person, and a screen reader announcing the field with its
// reason (aria-describedby), lands on what to fix.
import { useEffect, type RefObject } from 'react';

/** `failure`: the failed call's error as kept in state (the same object until the next attempt). */
export function useFocusFirstInvalid(container: RefObject<HTMLElement | null>, failure: unknown): void {
  useEffect(() => {
    if (!failure) return;
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failure, container]);
}

// Asks before leaving a version with unsaved changes, through the shell's one guard of unsaved text
// (admin-ui/unsaved-changes): in-app navigation gets "Leave without saving?", closing or reloading the
// tab the browser's own prompt.
import { useUnsavedChanges } from '../../../admin-ui/unsaved-changes/useUnsavedChanges.js';

const VERSION_UNSAVED = 'This version has changes that are not saved. They will be lost.';

export function LeaveGuard({ when }: { when: boolean }) {
  useUnsavedChanges(when, VERSION_UNSAVED);
  return null;
}

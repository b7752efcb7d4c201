// Who sees the hand-built settings screens and who may change them: the model's access rules of the
// settings (resources/_access.ts SETTINGS_ACCESS), which the shell's authProvider also answers from.
import { SETTINGS_ACCESS } from '../../resources/_access.js';
import { useWriteAccess, type WriteAccess } from '../../admin-ui/builder/inline-list/use-write-access.js';

export const SETTINGS_VIEW_ABILITY = SETTINGS_ACCESS.list;

export type SettingsWriteAccess = WriteAccess;

/** Write controls stay hidden until the answer arrives. */
export const useSettingsWriteAccess = useWriteAccess;

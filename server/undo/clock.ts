// The undo's clock: an action is undoable for 30 minutes by it. Tests move it forward to see the
// window pass without waiting.
export const undoClock = {
  now: (): Date => new Date(),
};

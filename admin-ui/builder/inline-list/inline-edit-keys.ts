// Keyboard of an inline-edited row: Enter saves, Escape cancels.
import type { KeyboardEvent } from 'react';

export function inlineEditKeys(onSave: () => void, onCancel: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault(); // no surrounding form submit
      onSave();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
}

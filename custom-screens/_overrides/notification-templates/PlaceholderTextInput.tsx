// A text input that, once focused, receives clicked placeholders at its cursor.
import type { FocusEvent } from 'react';
import { TextInput, type TextInputProps } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { usePlaceholderTarget } from './placeholder-target.js';

type Props = TextInputProps & { source: string; label: string };

export function PlaceholderTextInput(props: Props) {
  const { setTarget } = usePlaceholderTarget();
  const { getValues, setValue } = useFormContext();
  const { source, label } = props;

  const onFocus = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const element = event.target;
    setTarget({
      source,
      label,
      insert: (token) => {
        const text = String(getValues(source) ?? '');
        // the element keeps its selection after losing focus to the clicked chip
        const start = element.selectionStart ?? text.length;
        const end = element.selectionEnd ?? start;
        setValue(source, text.slice(0, start) + token + text.slice(end), { shouldDirty: true, shouldTouch: true, shouldValidate: true });
        setTimeout(() => {
          element.focus();
          element.setSelectionRange(start + token.length, start + token.length);
        });
      },
    });
  };

  return <TextInput {...props} onFocus={onFocus} />;
}

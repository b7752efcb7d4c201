// The rich-text message input; once focused, clicked placeholders go in at its cursor.
import { useMemo } from 'react';
import { DefaultEditorOptions, type RichTextInputProps } from 'ra-input-rich-text';
import { LazyRichTextInput } from '../../../admin-ui/builder/lazy-rich-text-input.js';
import { usePlaceholderTarget } from './placeholder-target.js';

type Props = RichTextInputProps & { source: string; label: string };
type EditorOptions = NonNullable<RichTextInputProps['editorOptions']>;

export function PlaceholderRichTextInput(props: Props) {
  const { setTarget } = usePlaceholderTarget();
  const { source, label } = props;
  // stable: RichTextInput rebuilds its editor whenever editorOptions change
  const editorOptions = useMemo<EditorOptions>(
    () => ({
      ...DefaultEditorOptions,
      onFocus: ({ editor }) => setTarget({ source, label, insert: (token) => editor.chain().focus().insertContent(token).run() }),
    }),
    [setTarget, source, label],
  );
  return <LazyRichTextInput {...props} editorOptions={editorOptions} />;
}

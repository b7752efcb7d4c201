// The rich-text input with the app's toolbar: ra-input-rich-text's default buttons, the text level as
// our TextLevelMenu. Loaded on demand with the editor (lazy-rich-text-input.tsx).
import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  FormatButtons,
  ImageButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { TextLevelMenu } from './TextLevelMenu.js';

const SIZE = 'medium';

function RichTextToolbar() {
  return (
    <RichTextInputToolbar size={SIZE}>
      <TextLevelMenu size={SIZE} />
      <FormatButtons size={SIZE} />
      <ColorButtons size={SIZE} />
      <AlignmentButtons size={SIZE} />
      <ListButtons size={SIZE} />
      <LinkButtons size={SIZE} />
      <ImageButtons size={SIZE} />
      <QuoteButtons size={SIZE} />
      <ClearButtons size={SIZE} />
    </RichTextInputToolbar>
  );
}

/** ra-input-rich-text's input with our toolbar: every rich-text input of the app (LazyRichTextInput) is this one. */
export default function AppRichTextInput(props: RichTextInputProps) {
  return <RichTextInput toolbar={<RichTextToolbar />} {...props} />;
}

// A notification template keeps the generated edit screen (pessimistic saving, the model's checks, the
// unsaved-changes guard, the alert when someone else saves it); its template inputs take a clicked
// placeholder at the cursor, and a live preview and the placeholders sit beside them.
import { lazy, Suspense } from 'react';
import { EditorLoading } from '../../../admin-ui/builder/lazy-rich-text-input.js';
import { defineScreenOverrides, type FieldInputProps } from '../../../admin-ui/screen-overrides.js';
import { PlaceholderTargetProvider } from './placeholder-target.js';
import { PlaceholderTextInput } from './PlaceholderTextInput.js';
import { TemplateSidePanel } from './TemplateSidePanel.js';

const CollectionTemplateInput = (props: FieldInputProps) => <PlaceholderTextInput {...props} multiline minRows={3} />;

// the message's input brings the rich-text editor: it loads when the form shows, not with the list
const PlaceholderRichTextInput = lazy(() => import('./PlaceholderRichTextInput.js').then((m) => ({ default: m.PlaceholderRichTextInput })));
const MessageTemplateInput = (props: FieldInputProps) => (
  <Suspense fallback={<EditorLoading label={props.label} />}>
    <PlaceholderRichTextInput {...props} />
  </Suspense>
);

export default defineScreenOverrides({
  editScreen: { provider: PlaceholderTargetProvider, sidePanel: TemplateSidePanel },
  fields: {
    messageTitleTemplate: { input: PlaceholderTextInput },
    messageTemplate: { input: MessageTemplateInput },
    collectionTemplate: { input: CollectionTemplateInput },
  },
});

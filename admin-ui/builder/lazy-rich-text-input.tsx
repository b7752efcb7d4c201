// The rich-text editor (tiptap and ProseMirror, ~120 KB gzipped) loads only on the forms that have a
// rich-text field, not with the first page; with it our toolbar (rich-text-input.tsx).
import { Box, LinearProgress, Typography } from '@mui/material';
import { lazy, Suspense, type ComponentProps } from 'react';
import type { RichTextInput } from 'ra-input-rich-text';

const RichTextInputOnDemand = lazy(() => import('./rich-text-input.js'));

export type LazyRichTextInputProps = ComponentProps<typeof RichTextInput>;

/** What shows while the editor loads (also for an input that wraps the editor and loads on demand itself). */
export function EditorLoading({ label }: { label: LazyRichTextInputProps['label'] }) {
  return (
    <Box sx={{ width: '100%', my: 1 }} role="status">
      {typeof label === 'string' && (
        <Typography variant="caption" color="text.secondary" component="div">
          {label}
        </Typography>
      )}
      <LinearProgress aria-label="Loading the text editor" />
    </Box>
  );
}

export function LazyRichTextInput(props: LazyRichTextInputProps) {
  return (
    <Suspense fallback={<EditorLoading label={props.label} />}>
      <RichTextInputOnDemand {...props} />
    </Suspense>
  );
}

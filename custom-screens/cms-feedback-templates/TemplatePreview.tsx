// A feedback template as the letter reads: paragraphs kept, each placeholder a chip naming it
// ("Recipient name"), since no letter is being written here.
import { Box, Typography } from '@mui/material';
import { LetterTemplate } from '../_shared/LetterTemplate.js';

export function TemplatePreview({ html, title }: { html: string | null | undefined; title: string }) {
  return (
    <Box role="group" aria-label={title} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, width: '100%' }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {title}
      </Typography>
      {html?.trim() ? <LetterTemplate html={html} /> : <Typography variant="body2">The template is empty.</Typography>}
    </Box>
  );
}

// A mail message's links and text, as both outbox views show them (the .eml files of
// /membership/outbox/files and the delivery records of /membership/outbox).
import { Box, Link as MuiLink, Typography } from '@mui/material';

export function MailMessageBody({ links, text }: { links: string[]; text: string }) {
  return (
    <>
      {links.length > 0 && (
        <Box component="nav" aria-labelledby="outbox-links-title">
          <Typography id="outbox-links-title" variant="subtitle1" component="h2">
            Links in this message
          </Typography>
          <Box component="ul" sx={{ pl: 3, my: 0.5 }}>
            {links.map((link) => (
              <li key={link}>
                <MuiLink href={link} sx={{ overflowWrap: 'anywhere' }}>
                  {link}
                </MuiLink>
              </li>
            ))}
          </Box>
        </Box>
      )}
      <Box component="pre" aria-label="Message text" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', bgcolor: 'action.hover', p: 2, borderRadius: 1, m: 0 }}>
        {text}
      </Box>
    </>
  );
}

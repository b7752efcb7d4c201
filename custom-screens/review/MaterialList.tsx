// Course materials as a list: kind, title and what describes it, primary / read in its entirety, and in
// a revision which ones the submission adds or removes. Actions (edit, remove) come from the caller.
import { Box, Chip, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetList } from 'react-admin';
import type { Material } from '../../core/contract/review.js';

interface MaterialType {
  id: number;
  name: string;
  suffix: string;
}

export function useMaterialTypes(): MaterialType[] {
  return useGetList<MaterialType>('material-types', { pagination: { page: 1, perPage: 50 }, sort: { field: 'sortOrder', order: 'ASC' } }, { staleTime: 10 * 60_000 }).data ?? [];
}

/** Only web addresses become links: a stored value is the institution's text. */
const safeHref = (url: string) => (/^https?:\/\//i.test(url) ? url : undefined);

export function MaterialList({ materials, actions }: { materials: readonly Material[]; actions?: (m: Material) => ReactNode }) {
  const types = useMaterialTypes();
  if (materials.length === 0) return <Typography variant="body2">No course materials.</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {materials.map((m) => {
        const typeName = types.find((t) => t.id === m.materialTypeId)?.name ?? m.type ?? 'Material';
        const by = [m.author, m.publisher, m.edition, m.publicationDate].filter(Boolean).join(' · ');
        return (
          <Box
            component="li"
            key={m.id}
            sx={{ border: 1, borderColor: m.isAdded ? 'success.main' : 'divider', borderRadius: 1, p: 1.5, opacity: m.isRemoved ? 0.85 : 1, minWidth: 0 }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography variant="overline" component="span" sx={{ lineHeight: 1.5 }}>
                {typeName}
              </Typography>
              {m.isPrimary && <Chip size="small" label="Primary" />}
              {m.readInEntirety && <Chip size="small" label="Read in its entirety" />}
              {m.isAdded && <Chip size="small" color="success" variant="outlined" label="Added by this submission" />}
              {m.isRemoved && <Chip size="small" color="error" variant="outlined" label="Removed by this submission" />}
              <Box sx={{ flex: 1 }} />
              {actions?.(m)}
            </Box>
            <Typography variant="body1" sx={{ fontWeight: 600, textDecoration: m.isRemoved ? 'line-through' : undefined, overflowWrap: 'anywhere' }}>
              {m.title}
            </Typography>
            {by && <Typography variant="body2">{by}</Typography>}
            {m.isbn && <Typography variant="body2">ISBN {m.isbn}</Typography>}
            {m.url && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {safeHref(m.url) ? (
                  <Link href={safeHref(m.url)} target="_blank" rel="noopener noreferrer">
                    {m.url}
                  </Link>
                ) : (
                  m.url
                )}
              </Typography>
            )}
            {m.details && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
                {m.details}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

// The facet groups down the side (spec 1 §2): each group collapsible, its values as checkboxes with
// their counts. The server counts each group with the other groups' selections applied but not its
// own, so a selected group keeps its counts and the user can widen the selection. A long group shows
// its ten largest values (in the group's own order) and the selected ones, the rest behind Show more.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { memo, useCallback, useState } from 'react';
import { useStore } from 'react-admin';
import type { FacetField, FacetGroupAnswer } from '../../core/contract/course-search.js';
import type { SearchState } from './search-state.js';

/** Spec: long groups show the top 10. */
export const SHOWN_VALUES = 10;
export const OPEN_GROUPS_KEY = 'course-search.openGroups';
const OPEN_AT_FIRST: FacetField[] = ['statusGroup', 'year', 'subjectArea', 'institutionType'];

type FacetValueRow = FacetGroupAnswer['values'][number];

/** The values shown while a group is folded: the ten largest and every selected one, in the group's order. */
export function shownValues(values: readonly FacetValueRow[], limit = SHOWN_VALUES): FacetValueRow[] {
  if (values.length <= limit) return [...values];
  const largest = new Set([...values].sort((a, b) => b.count - a.count).slice(0, limit));
  return values.filter((v) => largest.has(v) || v.selected);
}

const COUNT = new Intl.NumberFormat('en-US');
export const countText = (n: number) => COUNT.format(n);

/**
 * The groups with the user's selection marked, so a box shows its new state before the answer does.
 * A group whose marks are the answer's own is the answer's object, so that only the group clicked is
 * drawn again while its answer is on its way.
 */
export function withSelection(groups: readonly FacetGroupAnswer[], filters: SearchState['filters']): FacetGroupAnswer[] {
  return groups.map((g) => {
    const chosen = filters[g.field] ?? [];
    const marked = (v: FacetValueRow) => chosen.includes(String(v.value));
    return g.values.every((v) => v.selected === marked(v)) ? g : { ...g, values: g.values.map((v) => ({ ...v, selected: marked(v) })) };
  });
}

interface FacetPanelProps {
  groups: readonly FacetGroupAnswer[];
  onToggle: (field: FacetField, value: string, on: boolean) => void;
  disabled?: boolean;
}

/** Drawn again only when its group, its folding or its handlers change. */
const FacetGroupBox = memo(function FacetGroupBox({ group, onToggle, disabled, open, onOpen }: { group: FacetGroupAnswer; open: boolean; onOpen: (field: FacetField, open: boolean) => void } & Omit<FacetPanelProps, 'groups'>) {
  const [all, setAll] = useState(false);
  const shown = all ? group.values : shownValues(group.values);
  const hidden = group.values.length - shown.length;
  const selected = group.values.filter((v) => v.selected).length;
  const id = `facet-${group.field}`;
  return (
    <Accordion disableGutters elevation={0} square expanded={open} onChange={(_e, next) => onOpen(group.field, next)} sx={{ '&:before': { display: 'none' }, borderBottom: 1, borderColor: 'divider' }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-values`} id={`${id}-title`} sx={{ px: 1, minHeight: 40, '& .MuiAccordionSummary-content': { my: 0.5 } }}>
        <Typography variant="subtitle2" component="span">
          <span id={`${id}-name`}>{group.title}</span>
          {selected > 0 && (
            <Typography component="span" variant="caption" color="primary.dark" sx={{ ml: 1 }}>
              {selected} selected
            </Typography>
          )}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-values`} sx={{ px: 1, pt: 0, pb: 1 }}>
        <FormGroup role="group" aria-labelledby={`${id}-name`}>
          {shown.map((v) => (
            <FormControlLabel
              key={String(v.value)}
              sx={{ mr: 0, alignItems: 'flex-start', '& .MuiFormControlLabel-label': { flex: 1, pt: '5px' } }}
              control={
                <Checkbox
                  size="small"
                  checked={v.selected}
                  disabled={disabled}
                  onChange={(e) => onToggle(group.field, String(v.value), e.target.checked)}
                  slotProps={{ input: { 'aria-label': `${v.label}, ${countText(v.count)} ${v.count === 1 ? 'course' : 'courses'}` } }}
                  sx={{ py: 0.5 }}
                />
              }
              label={
                <Box component="span" sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
                  <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {v.label}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {countText(v.count)}
                  </Typography>
                </Box>
              }
            />
          ))}
        </FormGroup>
        {(hidden > 0 || all) && group.values.length > SHOWN_VALUES && (
          <Button size="small" onClick={() => setAll(!all)} aria-expanded={all} aria-label={all ? `Show fewer ${group.title} values` : `Show ${hidden} more ${group.title} values`}>
            {all ? 'Show less' : `Show more (${hidden})`}
          </Button>
        )}
      </AccordionDetails>
    </Accordion>
  );
});

export function FacetPanel({ groups, onToggle, disabled }: FacetPanelProps) {
  const [openGroups, setOpenGroups] = useStore<FacetField[]>(OPEN_GROUPS_KEY, OPEN_AT_FIRST);
  const onOpen = useCallback((field: FacetField, open: boolean) => setOpenGroups(open ? [...openGroups, field] : openGroups.filter((f) => f !== field)), [openGroups, setOpenGroups]);
  const visible = groups.filter((g) => g.values.length > 0);
  return (
    <Box component="section" aria-label="Filters">
      {visible.map((group) => (
        <FacetGroupBox
          key={group.field}
          group={group}
          onToggle={onToggle}
          disabled={disabled}
          open={openGroups.includes(group.field)}
          onOpen={onOpen}
        />
      ))}
    </Box>
  );
}

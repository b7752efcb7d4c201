// A searchable, paginated table of institutions (districts, schools, a district's schools): search by
// name or CDS code, closed ones on or off, a county filter, 25 a page. The screen keeps the request
// (in its address or its state) and says where a row leads (a click anywhere on it, or its name as a
// link) and what else each row offers.
import { Alert, Box, Card, CardContent, Checkbox, FormControlLabel, LinearProgress, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { FILTER_BAR_SX, FILTER_SELECT } from '../../../admin-ui/kit/filter-layout.js';
import { VISUALLY_HIDDEN } from '../../../admin-ui/kit/visually-hidden.js';
import { SearchField } from '../../../admin-ui/kit/SearchField.js';
import { TablePager } from '../../../admin-ui/kit/TablePager.js';
import { WIDE_ONLY } from '../../../admin-ui/kit/responsive-cells.js';
import { errorMessage } from '../../../admin-ui/kit/server-errors.js';
import { useSpecApi } from '../../../admin-ui/kit/spec-api.js';
import { LIST_PAGE_SIZES, fetchInstitutionPage } from './institution-list-api.js';
import type { InstitutionSummary, ListRequest } from '../../../core/contract/institutions.js';
import { useCounties, usePlaceNames } from './use-place-names.js';
import { RowCards } from '../../../admin-ui/kit/RowCards.js';
import { InstitutionLink } from '../InstitutionLink.js';
import { liveReads } from '../../../admin-ui/hub/hub-events.js';

export interface InstitutionListCardProps {
  /** the heading; `level` 1 on a list screen, 2 inside a detail screen */
  title: string;
  level: 1 | 2;
  /** the call, e.g. /api/admin/institution/type/school */
  base: string;
  request: ListRequest;
  onRequest: (request: ListRequest) => void;
  /** "schools" — in the search label and the empty and loading texts */
  noun: string;
  /** show the district (or network) column */
  withDistrict?: boolean;
  /** offer the county filter (not among one district's schools, which share its county) */
  countyFilter?: boolean;
  /** where a row leads (its name is the link) */
  linkOf: (row: InstitutionSummary) => string;
  /** what else a row offers (an Edit link), in a last column */
  actions?: (row: InstitutionSummary) => ReactNode;
}

const idOf = (title: string) => `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-title`;

export function InstitutionListCard({ title, level, base, request, onRequest, noun, withDistrict, countyFilter = true, linkOf, actions }: InstitutionListCardProps) {
  const call = useSpecApi();
  const navigate = useNavigate();
  const list = useQuery({ meta: liveReads('institutions'), queryKey: ['institution-list', base, request], queryFn: ({ signal }) => fetchInstitutionPage(call, base, request, signal), placeholderData: keepPreviousData });
  const counties = useCounties();
  const rows = list.data?.result ?? [];
  const names = usePlaceNames(rows, withDistrict === true);
  const change = (c: Partial<ListRequest>) => onRequest({ ...request, page: 1, ...c });
  const filtered = request.query !== '' || request.countyId !== '' || !request.includeClosed;

  return (
    <Card component="section" aria-labelledby={idOf(title)}>
      <CardContent>
        <Typography id={idOf(title)} variant="h6" component={level === 1 ? 'h1' : 'h2'} gutterBottom>
          {title}
        </Typography>
        <Box sx={FILTER_BAR_SX}>
          <SearchField value={request.query} label={`Search ${noun} by name or CDS code`} onSearch={(query) => change({ query })} />
          {countyFilter && (
            <TextField select {...FILTER_SELECT} label="County" value={String(request.countyId)} onChange={(e) => change({ countyId: e.target.value === '' ? '' : Number(e.target.value) })}>
              <MenuItem value="">All</MenuItem>
              {(counties ?? []).map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <FormControlLabel sx={{ ml: 0 }} control={<Checkbox checked={request.includeClosed} onChange={(e) => change({ includeClosed: e.target.checked })} />} label="Include closed" />
        </Box>
        <Box sx={{ mt: 1 }}>{list.isFetching ? <LinearProgress aria-label={`Loading the ${noun}`} /> : <Box sx={{ height: 4 }} />}</Box>
        {list.error && <Alert severity="error">{errorMessage(list.error, `The ${noun} could not be loaded.`)}</Alert>}
        {list.data && rows.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            No {noun}
            {filtered ? ' match the search' : ''}.
          </Typography>
        )}
        {rows.length > 0 && (
          /* relative: the visually hidden "Actions" heading is absolutely placed; it must scroll with the
             table instead of widening the page on a phone */
          <RowCards sx={{ position: 'relative' }}>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>CDS code</TableCell>
                  <TableCell sx={WIDE_ONLY}>City</TableCell>
                  {withDistrict && <TableCell sx={WIDE_ONLY}>District</TableCell>}
                  <TableCell sx={WIDE_ONLY}>County</TableCell>
                  <TableCell>Active</TableCell>
                  {actions && (
                    <TableCell>
                      <Box component="span" sx={VISUALLY_HIDDEN}>
                        Actions
                      </Box>
                    </TableCell>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.institutionId} hover onClick={() => navigate(linkOf(row))} sx={{ cursor: 'pointer' }}>
                    <TableCell sx={{ minWidth: 160 }}>
                      <InstitutionLink institutionId={row.institutionId} to={linkOf(row)}>
                        {row.name}
                      </InstitutionLink>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.cdsCode ?? '—'}</TableCell>
                    <TableCell sx={WIDE_ONLY}>{row.streetCity ?? '—'}</TableCell>
                    {withDistrict && <TableCell sx={WIDE_ONLY}>{names.district(row)}</TableCell>}
                    <TableCell sx={WIDE_ONLY}>{names.county(row)}</TableCell>
                    <TableCell>{row.isActive ? 'Yes' : 'Closed'}</TableCell>
                    {/* the row's own actions (Edit) are not a click on the row */}
                    {actions && (
                      <TableCell sx={{ whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
                        {actions(row)}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </RowCards>
        )}
        {list.data && list.data.total > 0 && (
          <TablePager
            label={`${title} pages`}
            page={request.page}
            pageSize={request.pageSize}
            total={list.data.total}
            pageSizes={LIST_PAGE_SIZES}
            onPage={(page) => onRequest({ ...request, page })}
            onPageSize={(pageSize) => change({ pageSize })}
          />
        )}
      </CardContent>
    </Card>
  );
}

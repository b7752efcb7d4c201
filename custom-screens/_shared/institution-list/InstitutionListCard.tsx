// A searchable, paginated table of institutions (districts, schools, a district's schools): search by
// name or CDS code, closed ones on or off, a county filter, 25 a page. The screen keeps the request
// (in its address or its state) and says where a row leads (a click anywhere on it, or its name as a
// link) and what else each row offers.
import { Box, Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { FILTER_BAR_SX, FILTER_SELECT } from '../../../admin-ui/kit/filter-layout.js';
import { SearchField } from '../../../admin-ui/kit/SearchField.js';
import { PagedTable, requestPager, type PagedColumn } from '../../../admin-ui/kit/PagedTable.js';
import { useSpecApi } from '../../../admin-ui/kit/spec-api.js';
import { LIST_PAGE_SIZES, fetchInstitutionPage } from './institution-list-api.js';
import type { InstitutionSummary, ListRequest } from '../../../core/contract/institutions.js';
import { useCounties, usePlaceNames } from './use-place-names.js';
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
  const names = usePlaceNames(list.data?.result ?? [], withDistrict === true);
  const change = (c: Partial<ListRequest>) => onRequest({ ...request, page: 1, ...c });
  const filtered = request.query !== '' || request.countyId !== '' || !request.includeClosed;
  const columns: (PagedColumn<InstitutionSummary> | false | undefined)[] = [
    {
      label: 'Name',
      sx: { minWidth: 160 },
      cell: (row) => (
        <InstitutionLink institutionId={row.institutionId} to={linkOf(row)}>
          {row.name}
        </InstitutionLink>
      ),
    },
    { label: 'CDS code', sx: { whiteSpace: 'nowrap' }, cell: (row) => row.cdsCode ?? '—' },
    { label: 'City', only: 'wide', cell: (row) => row.streetCity ?? '—' },
    withDistrict && { label: 'District', only: 'wide', cell: names.district },
    { label: 'County', only: 'wide', cell: names.county },
    { label: 'Active', cell: (row) => (row.isActive ? 'Yes' : 'Closed') },
    // the row's own actions (Edit) are not a click on the row
    actions && { label: 'Actions', hideLabel: true, action: true, sx: { whiteSpace: 'nowrap' }, cell: actions },
  ];

  return (
    <PagedTable
      card={{ id: idOf(title), title, level }}
      label={title}
      toolbar={
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
      }
      list={list}
      loadingLabel={`Loading the ${noun}`}
      errorText={`The ${noun} could not be loaded.`}
      empty={`No ${noun}${filtered ? ' match the search' : ''}.`}
      columns={columns}
      rowKey={(row) => row.institutionId}
      onRowClick={(row) => navigate(linkOf(row))}
      pager={requestPager(request, onRequest, LIST_PAGE_SIZES)}
    />
  );
}

// The generated lists' pagination: react-admin's own, saying "1–25 of more than 10,000" when the
// server stopped counting at its cap. Such a list has no total (partial pagination): next and
// previous work, the page-number buttons and "last page" do not exist.
import type { TablePaginationProps } from '@mui/material';
import { useCallback } from 'react';
import { Pagination, useListContext, useTranslate, type PaginationProps } from 'react-admin';
import { cappedTotalOf } from '../data/dataProvider.js';

const COUNT = new Intl.NumberFormat('en-US');
const formatCount = (n: number) => COUNT.format(n);

export function ListPagination(props: PaginationProps) {
  const { meta } = useListContext();
  const translate = useTranslate();
  const cap = cappedTotalOf(meta);
  const cappedLabel = useCallback(
    ({ from, to }: { from: number; to: number }) =>
      translate('app.navigation.capped_page_range_info', {
        offsetBegin: formatCount(from),
        offsetEnd: formatCount(to),
        total: formatCount(cap ?? 0),
        _: '%{offsetBegin}–%{offsetEnd} of more than %{total}',
      }),
    [translate, cap],
  );
  if (cap === undefined) return <Pagination {...props} />;
  // react-admin passes the rest of its props on to MUI's TablePagination, whose label this is
  const label: Pick<TablePaginationProps, 'labelDisplayedRows'> = { labelDisplayedRows: cappedLabel };
  return <Pagination {...props} {...(label as PaginationProps)} />;
}

// A report's table: every figure the chart draws, with the report's own column headings. Figures do
// not wrap, headings do (word by word, so that "Median minutes per review" takes three short lines
// rather than the table's width: the throughput table's nine columns fit a 1366 px window); a table
// still wider (a phone) or long scrolls inside its card (a ScrollRegion, which keyboard users can scroll too).
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { ScrollRegion } from '../../admin-ui/kit/ScrollRegion.js';
import { formatCell } from './reporting-api.js';
import type { ReportAnswer } from '../../core/contract/reporting.js';

export function ReportTable({ report }: { report: ReportAnswer }) {
  return (
    <ScrollRegion label={`${report.title}: table`} sx={{ maxHeight: 360, mt: 1 }}>
      <Table size="small" stickyHeader aria-label={report.title}>
        <TableHead>
          <TableRow>
            {report.columns.map((c) => (
              <TableCell key={c.key} align={c.kind === 'text' || c.kind === 'day' ? 'left' : 'right'} sx={{ verticalAlign: 'bottom' }}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.rows.map((row, i) => (
            <TableRow key={i}>
              {report.columns.map((c, j) => (
                <TableCell key={c.key} component={j === 0 ? 'th' : 'td'} scope={j === 0 ? 'row' : undefined} align={c.kind === 'text' || c.kind === 'day' ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap' }}>
                  {formatCell(row[c.key], c.kind)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

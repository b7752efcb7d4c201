// A report's table: every figure the chart draws, with the report's own column headings. Cells do not
// wrap; a long or wide table scrolls inside its card (the region is focusable so keyboard users can scroll it too).
import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { formatCell, type ReportAnswer } from './reporting-api.js';

export function ReportTable({ report }: { report: ReportAnswer }) {
  return (
    <Box role="region" aria-label={`${report.title}: table`} tabIndex={0} sx={{ overflow: 'auto', maxHeight: 360, mt: 1 }}>
      <Table size="small" stickyHeader aria-label={report.title}>
        <TableHead>
          <TableRow>
            {report.columns.map((c) => (
              <TableCell key={c.key} align={c.kind === 'text' || c.kind === 'day' ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap' }}>
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
    </Box>
  );
}

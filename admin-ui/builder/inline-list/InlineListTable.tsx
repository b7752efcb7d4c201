// The current page of an inline list, from the surrounding list context, with the row being removed
// held here so one removal dialog serves the whole table.
import { useState } from 'react';
import { LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useListContext, type RaRecord } from 'react-admin';
import type { FieldDef, ResourceDef } from '../../../core/model/define.js';
import { fieldLabel } from '../labels.js';
import { failureMessage } from './failure.js';
import type { InlineLabels } from './inline-labels.js';
import { InlineRow } from './InlineRow.js';
import { RemoveDialog } from './RemoveDialog.js';
import type { WriteAccess } from './use-write-access.js';
import { RowCards } from '../../kit/RowCards.js';

interface InlineListTableProps {
  def: ResourceDef;
  fields: Record<string, FieldDef>;
  labels: InlineLabels;
  access: WriteAccess;
  text: (record: RaRecord) => string;
}

export function InlineListTable({ def, fields, labels, access, text }: InlineListTableProps) {
  const { data, isPending, error } = useListContext();
  const [removing, setRemoving] = useState<RaRecord | null>(null);
  const hasStatus = Boolean(def.inlineList?.toggles?.length || def.softDelete);
  const columns = [...Object.entries(fields).map(([name, f]) => fieldLabel(name, f)), ...(hasStatus ? ['Status'] : [])];

  if (isPending) return <LinearProgress aria-label={`Loading ${labels.manyInSentence}`} />;
  if (error) return <Typography color="error">{failureMessage(error, labels.loadError)}</Typography>;

  return (
    <>
      <RowCards>
        <Table size="small" aria-label={def.label}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c}>{c}</TableCell>
              ))}
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + 1}>{labels.empty}</TableCell>
              </TableRow>
            )}
            {data.map((record) => (
              <InlineRow key={record.id} def={def} fields={fields} labels={labels} record={record} access={access} text={text} onRemove={setRemoving} />
            ))}
          </TableBody>
        </Table>
      </RowCards>
      <RemoveDialog def={def} labels={labels} record={removing} text={text} onClose={() => setRemoving(null)} />
    </>
  );
}

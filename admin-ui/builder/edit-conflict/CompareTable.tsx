// Their values beside mine, for the fields of the form that differ, under the model's labels and shown
// as the show page shows them (a reference by its name, a choice by its label).
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { RecordContextProvider, type RaRecord } from 'react-admin';
import { isSetByServer, type ResourceDef } from '../../../core/model/define.js';
import { fieldElement } from '../fields.js';
import type { BuildContext } from '../model-index.js';
import { fieldDef, fieldLabel, sectionsOf } from '../model-helpers.js';

/** The fields a user edits on the form: the model's sections without what the server sets or never shows. */
export function comparedFields(def: ResourceDef): string[] {
  return sectionsOf(def, 'edit')
    .flatMap((s) => s.fields)
    .filter((name) => {
      const field = name === 'id' ? undefined : fieldDef(def, name, 'edit');
      return field && !isSetByServer(field) && field.type !== 'password';
    });
}

/** Values that read the same are equal: empty is empty whether null, undefined or '', 3 is "3". */
function comparable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function differingFields(def: ResourceDef, theirs: RaRecord, mine: Record<string, unknown>): string[] {
  return comparedFields(def).filter((name) => comparable(theirs[name]) !== comparable(mine[name]));
}

export function CompareTable({ def, ctx, theirs, mine }: { def: ResourceDef; ctx: BuildContext; theirs: RaRecord; mine: RaRecord }) {
  const names = differingFields(def, theirs, mine);
  if (!names.length) return null;
  return (
    <Table size="small" aria-label="Their values and yours" sx={{ mt: 1, '& td, & th': { px: 1, verticalAlign: 'top' } }}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Field
          </TableCell>
          <TableCell component="th" scope="col">
            Theirs
          </TableCell>
          <TableCell component="th" scope="col">
            Yours
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {names.map((name) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row">
              {fieldLabel(name, fieldDef(def, name, 'edit')!, ctx.model)}
            </TableCell>
            <TableCell>
              <RecordContextProvider value={theirs}>{fieldElement(def, name, ctx)}</RecordContextProvider>
            </TableCell>
            <TableCell>
              <RecordContextProvider value={mine}>{fieldElement(def, name, ctx)}</RecordContextProvider>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

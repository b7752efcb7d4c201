// The generated list on a narrow screen: one line per record with its name, and the next few
// columns underneath as "Label: value" (react-admin's SimpleList), instead of a table wider than a phone.
import { Box } from '@mui/material';
import { useMemo, type ReactElement } from 'react';
import { SelectField, SimpleList, TextField } from 'react-admin';
import type { ResourceDef } from '../../core/model/define.js';
import { fieldElement, ReferenceCell } from './fields.js';
import { singularLabel } from './labels.js';
import type { BuildContext } from './model-index.js';
import { fieldDef, fieldLabel, plainRepresentation, recordText, toChoices } from './model-helpers.js';

/** Columns shown under the name: enough to tell records apart, few enough to read on a phone. */
export const COMPACT_DETAIL_COLUMNS = 3;

interface Detail {
  name: string;
  label: string;
  element: ReactElement;
}

function detailElement(def: ResourceDef, name: string, ctx: BuildContext): ReactElement | null {
  const field = fieldDef(def, name);
  if (!field || ctx.overrides?.fields?.[name]?.field) return fieldElement(def, name, ctx, true);
  // an enum reads as its plain name here, not as a chip
  if (field.type === 'enum') return <SelectField source={name} choices={toChoices(field.values)} />;
  // the row is a link already: no links inside it (an address, a referenced record) but their text
  if (field.format === 'email' || field.format === 'url') return <TextField source={name} />;
  if (field.type === 'reference') {
    const target = ctx.model.get(field.resource!);
    return <ReferenceCell source={name} label={name} reference={field.resource!} representation={plainRepresentation(target)} fallback={target && singularLabel(target)} link={false} />;
  }
  return fieldElement(def, name, ctx, true);
}

export function compactColumns(def: ResourceDef, ctx: BuildContext): { primary: ReactElement | ((record: Record<string, unknown>) => string); details: Detail[] } {
  const columns = def.list.columns.filter((c) => c !== 'id');
  const representation = def.recordRepresentation;
  const primaryColumn = representation ?? columns[0];
  // a record named by its own field reads as text; one named through a reference, as that record's name
  const primaryElement = !primaryColumn ? null : !representation ? fieldElement(def, primaryColumn, ctx, true) : fieldDef(def, representation)?.type === 'reference' ? detailElement(def, representation, ctx) : null;
  const details = columns
    .filter((c) => c !== primaryColumn)
    .slice(0, COMPACT_DETAIL_COLUMNS)
    .flatMap((name) => {
      const element = detailElement(def, name, ctx);
      return element ? [{ name, label: fieldLabel(name, fieldDef(def, name), ctx.model), element }] : [];
    });
  return { primary: primaryElement ?? ((record) => recordText(def, record)), details };
}

function Details({ details }: { details: Detail[] }) {
  return (
    <>
      {details.map((d) => (
        <Box component="span" key={d.name} sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {d.label}: {d.element}
        </Box>
      ))}
    </>
  );
}

export function CompactList({ def, ctx, rowClick }: { def: ResourceDef; ctx: BuildContext; rowClick: 'edit' | 'show' | false | ((id: string | number) => string) }) {
  const { primary, details } = useMemo(() => compactColumns(def, ctx), [def, ctx]);
  return <SimpleList primaryText={primary} secondaryText={details.length ? <Details details={details} /> : undefined} rowClick={rowClick} />;
}

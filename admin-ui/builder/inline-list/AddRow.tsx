// The add row of an inline list: a box per field of inlineList.fields, checked as the user types; the
// button stays disabled until every box holds a valid value (a new tag needs its name, spec 3 §5).
// What the server refuses lands under the box of its field.
import { useState, type KeyboardEvent } from 'react';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useCreate, useListContext, useNotify } from 'react-admin';
import type { FieldDef, ResourceDef } from '../../../core/model/define.js';
import { initialCellText, parseCell, parseRow } from './cell-values.js';
import { CellInput } from './CellInput.js';
import { failureMessage, fieldErrorsOf } from './failure.js';
import type { InlineLabels } from './inline-labels.js';

interface AddRowProps {
  def: ResourceDef;
  fields: Record<string, FieldDef>;
  labels: InlineLabels;
}

export function AddRow({ def, fields, labels }: AddRowProps) {
  const initial = () => Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, initialCellText(f)]));
  const [texts, setTexts] = useState<Record<string, string>>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [create, { isPending }] = useCreate();
  const { refetch } = useListContext();
  const notify = useNotify();
  const values = parseRow(fields, texts);
  const canAdd = values !== undefined && !isPending;
  const nameField = def.recordRepresentation && def.recordRepresentation in fields ? def.recordRepresentation : Object.keys(fields)[0];

  const add = () => {
    if (!values || isPending) {
      setTouched(new Set(Object.keys(fields)));
      return;
    }
    const text = String(values[nameField] ?? '');
    create(
      def.name,
      { data: values },
      {
        onSuccess: () => {
          setTexts(initial());
          setTouched(new Set());
          setServerErrors({});
          notify(`${labels.one} "${text}" added`, { type: 'success' });
          refetch();
        },
        onError: (error) => {
          const errors = fieldErrorsOf(error);
          const onBoxes = Object.fromEntries(Object.entries(errors).filter(([name]) => name in fields));
          setServerErrors(onBoxes);
          if (!Object.keys(onBoxes).length) notify(failureMessage(error, `The ${labels.oneInSentence} could not be added.`), { type: 'error' });
        },
      },
    );
  };
  const onEnter = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };

  const errorOf = (name: string, field: FieldDef) => {
    if (serverErrors[name]) return serverErrors[name];
    const parsed = parseCell(name, field, texts[name] ?? '');
    return touched.has(name) && !parsed.ok ? parsed.message : undefined;
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: { xs: 'wrap', md: 'nowrap' } }} role="group" aria-label={labels.add}>
      {Object.entries(fields).map(([name, field]) => (
        <CellInput
          key={name}
          field={field}
          label={labels.newField(name, field)}
          showLabel
          text={texts[name] ?? ''}
          onChange={(text) => {
            setTexts((t) => ({ ...t, [name]: text }));
            setTouched((t) => new Set(t).add(name));
            setServerErrors(({ [name]: _dropped, ...rest }) => rest);
          }}
          onKeyDown={onEnter}
          error={errorOf(name, field)}
        />
      ))}
      <Button variant="contained" startIcon={<AddIcon />} onClick={add} disabled={!canAdd} sx={{ mt: 0.5, flexShrink: 0 }}>
        {labels.add}
      </Button>
    </Stack>
  );
}

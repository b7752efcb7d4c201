// The form input of one model field, by type, for Edit and Create.
import { cloneElement, createElement, type ReactElement } from 'react';
import { Box, FormHelperText } from '@mui/material';
import {
  BooleanInput,
  Labeled,
  NumberInput,
  PasswordInput,
  SelectArrayInput,
  SelectInput,
  TextArrayInput,
  TextInput,
} from 'react-admin';
import { isSetByServer, ownedFieldMessage, type ResourceDef } from '../../core/model/define.js';
import { CalendarDayInput, OfficeDateTimeInput } from './date-inputs.js';
import { fieldElement } from './fields.js';
import { GroupedCheckboxesInput } from './grouped-checkboxes-input.js';
import { LazyRichTextInput } from './lazy-rich-text-input.js';
import type { BuildContext } from './model-index.js';
import { fieldDef, fieldLabel, toChoices, type FormMode } from './model-helpers.js';
import { ReferenceChoiceInput } from './reference-inputs.js';
import { validatorsFor } from './validators.js';

const formatJson = (value: unknown) => (value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2));
const parseJson = (text: string) => {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text; // kept as typed so that the validator can point at it
  }
};

/** The input of `name`, a read-only display for server-set fields on edit, or null when the form has no place for it. */
export function inputElement(def: ResourceDef, name: string, mode: FormMode, ctx: BuildContext): ReactElement | null {
  const element = unkeyedInput(def, name, mode, ctx);
  return element && cloneElement(element, { key: name });
}

function unkeyedInput(def: ResourceDef, name: string, mode: FormMode, ctx: BuildContext): ReactElement | null {
  const field = fieldDef(def, name, mode);
  if (!field) return null;
  if (isSetByServer(field)) {
    if (mode === 'create') return null;
    const display = fieldElement(def, name, ctx);
    // a workflow's field says where it is changed, so nobody looks for a way to edit it here
    const owner = field.ownedBy ? ownedFieldMessage(field.ownedBy) : undefined;
    const shown = display && <Labeled label={fieldLabel(name, field, ctx.model)}>{display}</Labeled>;
    return shown && owner ? (
      <Box>
        {shown}
        <FormHelperText>{owner}</FormHelperText>
      </Box>
    ) : shown;
  }
  const label = fieldLabel(name, field, ctx.model);
  const fieldOverride = ctx.overrides?.fields?.[name];
  // Model defaults are plain JSON values, which every input takes as they are.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const defaultValue: any = mode === 'create' ? field.default : undefined;
  // Long text spans the form; short values keep a short input.
  const wide = ['text', 'richtext', 'json'].includes(field.type) || (field.type === 'string' && (!field.maxLength || field.maxLength > 80));
  const props = {
    source: name,
    label,
    fullWidth: wide,
    // the model's rules, and the checks an override adds
    validate: [...validatorsFor(field, mode), ...(fieldOverride?.validate ?? [])],
    helperText: field.help,
    defaultValue,
  };
  // an override's input takes the props the generated one would have had
  if (fieldOverride?.input) return createElement(fieldOverride.input, props);
  switch (field.type) {
    case 'text':
      return <TextInput {...props} multiline minRows={3} />;
    case 'richtext':
      return <LazyRichTextInput {...props} />;
    case 'integer':
      return <NumberInput {...props} step={1} min={field.min} max={field.max} />;
    case 'number':
      return <NumberInput {...props} min={field.min} max={field.max} />;
    case 'boolean':
      return <BooleanInput {...props} />;
    case 'date':
      return <CalendarDayInput {...props} />;
    case 'datetime':
      return <OfficeDateTimeInput {...props} />;
    case 'enum':
      return <SelectInput {...props} choices={toChoices(field.values)} />;
    case 'stringList':
      if (!field.values?.length) return <TextArrayInput {...props} />;
      // choices the model files under headings (a role's abilities) read best as grouped checkboxes
      if (field.values.some((v) => typeof v === 'object' && v.group))
        return <GroupedCheckboxesInput {...props} choices={toChoices(field.values)} />;
      return <SelectArrayInput {...props} choices={toChoices(field.values)} />;
    case 'json':
      return <TextInput {...props} multiline minRows={4} format={formatJson} parse={parseJson} />;
    case 'password':
      // Never pre-filled: the server does not return it, and the browser must not offer a saved one.
      return <PasswordInput {...props} autoComplete="new-password" format={(v: unknown) => (typeof v === 'string' ? v : '')} />;
    case 'reference':
    case 'manyToMany':
      return (
        <ReferenceChoiceInput
          {...props}
          // the full width of the form, so that long names ("Southern California …") show whole
          fullWidth
          reference={field.resource!}
          target={ctx.model.get(field.resource!)}
          multiple={field.type === 'manyToMany'}
        />
      );
    default:
      // No type="email": the browser's own check would pre-empt the validators' messages.
      return <TextInput {...props} />;
  }
}

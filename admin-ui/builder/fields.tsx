// Display of one model field, by type, for List columns and Show pages.
import { Box, Chip } from '@mui/material';
import { createElement, type ComponentType, type ReactElement } from 'react';
import {
  BooleanField,
  ChipField,
  EmailField,
  FunctionField,
  NumberField,
  ReferenceArrayField,
  ReferenceField,
  RichTextField,
  SelectField,
  SingleFieldList,
  TextArrayField,
  TextField,
  UrlField,
} from 'react-admin';
import type { ResourceDef } from '../../core/model/define.js';
import { dateTimeText, dayText } from '../../core/time/office-time.js';
import { recordPagePath } from '../../core/model/record-page.js';
import type { BuildContext } from './model-index.js';
import { fieldDef, fieldLabel, plainRepresentation, toChoices } from './model-helpers.js';
import { JsonValue } from './json-value.js';
import { listsHoldItems } from './rich-text-lists.js';
import { singularLabel } from './labels.js';
import { ReferenceGuard } from './references.js';

export interface FieldElementProps {
  source: string;
  label: string;
  sortable?: boolean;
}

/** The display element of `name`, or null for fields never shown (passwords). */
export function fieldElement(def: ResourceDef, name: string, ctx: BuildContext, inList = false): ReactElement | null {
  const field = fieldDef(def, name);
  if (!field || field.type === 'password') return null;
  const props: FieldElementProps = { source: name, label: fieldLabel(name, field, ctx.model) };
  const override = ctx.overrides?.fields?.[name]?.field;
  if (override) return createElement(override as ComponentType<FieldElementProps>, { key: name, ...props });

  switch (field.type) {
    case 'integer':
    case 'number':
      return <NumberField key={name} {...props} />;
    case 'boolean':
      return <BooleanField key={name} {...props} />;
    case 'date':
      return <FunctionField key={name} {...props} render={(r) => dayText(r[name])} />;
    case 'datetime':
      return <FunctionField key={name} {...props} render={(r) => dateTimeText(r[name])} />;
    case 'enum':
      return <SelectField key={name} {...props} choices={toChoices(field.values)} optionText={<ChipField source="name" size="small" />} />;
    case 'richtext':
      return inList ? (
        <RichTextField key={name} {...props} stripTags sortable={false} />
      ) : (
        <FunctionField key={name} {...props} sortable={false} render={(r) => <RichTextField record={{ ...r, [name]: listsHoldItems(r[name]) }} source={name} />} />
      );
    case 'json':
      return <FunctionField key={name} {...props} sortable={false} render={(r) => <JsonValue value={r[name]} />} />;
    case 'stringList':
      return field.values?.length ? (
        <FunctionField key={name} {...props} sortable={false} render={(r) => <ChoiceChips ids={r[name]} choices={toChoices(field.values)} />} />
      ) : (
        <TextArrayField key={name} {...props} sortable={false} />
      );
    case 'reference': {
      const target = ctx.model.get(field.resource!);
      return (
        <ReferenceCell
          key={name}
          {...props}
          sortBy={name}
          reference={field.resource!}
          representation={plainRepresentation(target)}
          fallback={target && singularLabel(target)}
          recordPage={target?.recordPage}
        />
      );
    }
    case 'manyToMany': {
      const target = ctx.model.get(field.resource!);
      return <ReferenceArrayCell key={name} {...props} sortable={false} reference={field.resource!} representation={plainRepresentation(target)} />;
    }
    default:
      if (field.format === 'email') return <EmailField key={name} {...props} />;
      if (field.format === 'url') return <UrlField key={name} {...props} />;
      return <TextField key={name} {...props} />;
  }
}

interface ReferenceCellProps extends FieldElementProps {
  reference: string;
  representation?: string;
  /** what the name reads when the representation field is empty (the target's singular label): often a link's only text */
  fallback?: string;
  sortBy?: string;
  /** false: the name only, for places that are a link already (a row of the compact list) */
  link?: false;
  /** the target's own page (its resource's recordPage): the link opens it instead of the generated edit */
  recordPage?: string;
}

export function ReferenceCell({ source, reference, representation, fallback, link, recordPage }: ReferenceCellProps) {
  // react-admin's reference link stops the click there: it never also fires the row's click
  const to = link === false ? false : recordPage ? (record: { id: string | number }) => recordPagePath({ recordPage }, record.id) ?? false : undefined;
  return (
    <ReferenceGuard
      reference={reference}
      allowed={
        <ReferenceField source={source} reference={reference} link={to}>
          {representation ? <TextField source={representation} emptyText={fallback} /> : undefined}
        </ReferenceField>
      }
      denied={<TextField source={source} />}
    />
  );
}

function ReferenceArrayCell({ source, reference, representation }: ReferenceCellProps) {
  return (
    <ReferenceGuard
      reference={reference}
      allowed={
        <ReferenceArrayField source={source} reference={reference}>
          <SingleFieldList linkType={false}>
            <ChipField source={representation ?? 'id'} size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
      }
      denied={<TextArrayField source={source} />}
    />
  );
}

function ChoiceChips({ ids, choices }: { ids: unknown; choices: { id: string | number; name: string }[] }) {
  if (!Array.isArray(ids)) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {ids.map((id) => (
        <Chip key={String(id)} size="small" label={choices.find((c) => c.id === id)?.name ?? String(id)} />
      ))}
    </Box>
  );
}


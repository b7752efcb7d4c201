// Picking records of another resource: a searchable Autocomplete when the target has full-text
// search (filter "q"), otherwise a plain select of its records.
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextArrayInput,
  TextInput,
  type Validator,
} from 'react-admin';
import type { ResourceDef } from '../../core/model/define.js';
import { hasFullTextSearch, plainRepresentation } from './model-helpers.js';
import { ReferenceGuard } from './references.js';

export interface ReferenceChoiceInputProps {
  source: string;
  label: string;
  target: ResourceDef | undefined;
  reference: string;
  multiple?: boolean;
  validate?: Validator[];
  helperText?: string;
  alwaysOn?: boolean;
  fullWidth?: boolean;
}

const SELECT_PAGE = 200;
/** Outside a form (list filters) an input keeps its own width: wide enough for most names, narrow enough for a phone. */
const FILTER_MIN_WIDTH = 220;
const SEARCH_PAGE = 25;
const toQuery = (q: string) => (q ? { q } : {});
/** Ids typed by hand (no list access to the target): numbers stay numbers. */
const parseId = (v: string) => (v === '' ? null : /^-?\d+$/.test(v) ? Number(v) : v);

export function ReferenceChoiceInput({ source, label, target, reference, multiple, validate, helperText, fullWidth }: ReferenceChoiceInputProps) {
  const searchable = hasFullTextSearch(target);
  // a target named through a reference or an enum: react-admin names its choices by the <Resource>'s recordRepresentation
  const optionText = plainRepresentation(target);
  const sort = optionText ? { field: optionText, order: 'ASC' as const } : target?.list.sort;
  const sx = fullWidth ? undefined : { minWidth: FILTER_MIN_WIDTH };
  const common = { label, validate, helperText, optionText, fullWidth, sx };
  const perPage = searchable ? SEARCH_PAGE : SELECT_PAGE;

  const allowed = multiple ? (
    <ReferenceArrayInput source={source} reference={reference} perPage={perPage} sort={sort}>
      {searchable ? <AutocompleteArrayInput {...common} filterToQuery={toQuery} /> : <SelectArrayInput {...common} />}
    </ReferenceArrayInput>
  ) : (
    <ReferenceInput source={source} reference={reference} perPage={perPage} sort={sort}>
      {searchable ? <AutocompleteInput {...common} filterToQuery={toQuery} /> : <SelectInput {...common} />}
    </ReferenceInput>
  );
  const denied = multiple ? (
    <TextArrayInput source={source} label={label} validate={validate} helperText={helperText} fullWidth={fullWidth} />
  ) : (
    <TextInput source={source} label={label} validate={validate} helperText={helperText} fullWidth={fullWidth} parse={parseId} />
  );
  return <ReferenceGuard reference={reference} allowed={allowed} denied={denied} />;
}

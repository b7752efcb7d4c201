// List filters from the model: q → search box, select, boolean, date range (<field>_gte / <field>_lte:
// days, which the server reads as the office's days for a date and time),
// reference, number, text.
import type { ReactElement } from 'react';
import { NullableBooleanInput, NumberInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import type { FilterDef, ResourceDef } from '../../core/model/define.js';
import { CalendarDayInput } from './date-inputs.js';
import type { BuildContext } from './model-index.js';
import { fieldDef, fieldLabel, toChoices } from './model-helpers.js';
import { ReferenceChoiceInput } from './reference-inputs.js';

export function filterElements(def: ResourceDef, ctx: BuildContext): ReactElement[] {
  return (def.filters ?? []).flatMap((filter) => filterInputs(def, filter, ctx));
}

function filterInputs(def: ResourceDef, filter: FilterDef, ctx: BuildContext): ReactElement[] {
  const field = fieldDef(def, filter.field);
  const label = filter.label ?? fieldLabel(filter.field, field, ctx.model);
  const common = { label, alwaysOn: filter.alwaysOn };
  const source = filter.field;

  switch (filter.type) {
    case 'q':
      return [<SearchInput key="q" source="q" alwaysOn placeholder={filter.label ?? 'Search'} />];
    case 'boolean':
      return [<NullableBooleanInput key={source} source={source} {...common} />];
    case 'dateRange':
      return [
        <CalendarDayInput key={`${source}_gte`} source={`${source}_gte`} label={`${label} from`} alwaysOn={filter.alwaysOn} />,
        <CalendarDayInput key={`${source}_lte`} source={`${source}_lte`} label={`${label} to`} alwaysOn={filter.alwaysOn} />,
      ];
    case 'number':
      return [<NumberInput key={source} source={source} {...common} />];
    case 'text':
      return [<TextInput key={source} source={source} {...common} />];
    case 'select':
      if (field?.type === 'boolean') return [<NullableBooleanInput key={source} source={source} {...common} />];
      if (field?.type !== 'reference' && field?.type !== 'manyToMany')
        return [<SelectInput key={source} source={source} choices={toChoices(field?.values)} {...common} />];
    // a select on a reference lists the target's records, like a reference filter
    // falls through
    case 'reference': {
      // a reference filter on `id` picks records of the resource itself
      const reference = field?.resource ?? def.name;
      return [<ReferenceChoiceInput key={source} source={source} reference={reference} target={ctx.model.get(reference)} {...common} />];
    }
  }
}

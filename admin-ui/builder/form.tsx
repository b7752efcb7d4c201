// The inputs of Edit and Create, grouped by the model's sections (headed when the model names them).
import { Typography } from '@mui/material';
import { Fragment, type ReactElement } from 'react';
import type { ResourceDef } from '../../core/model/define.js';
import { inputElement } from './inputs.js';
import { UnplacedServerErrors } from './unplaced-errors.js';
import type { BuildContext } from './model-index.js';
import { sectionsOf, type FormMode } from './model-helpers.js';

/** Built once per resource and mode: the headings and inputs of the form. */
export function formSections(def: ResourceDef, mode: FormMode, ctx: BuildContext): ReactElement[] {
  const titled = Boolean(def.sections?.length);
  const sections = sectionsOf(def, mode);
  const placed = sections.flatMap((s) => s.fields);
  const grouped = sections.flatMap((section) => {
    const inputs = section.fields.map((name) => inputElement(def, name, mode, ctx)).filter((i) => i !== null);
    if (!inputs.length) return [];
    return [
      <Fragment key={section.title}>
        {titled && (
          <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
            {section.title}
          </Typography>
        )}
        {inputs}
      </Fragment>,
    ];
  });
  return [<UnplacedServerErrors key="server-errors" placed={placed} />, ...grouped];
}

type FormCheck = (values: Record<string, unknown>) => Record<string, unknown>;

/**
 * The form-level check without the fields whose input an override replaces (such an input validates
 * itself, or shows a value the server derives: a new academic year's id, and an error on it would
 * have nowhere to show), and with the checks an override adds to a field: react-hook-form runs no
 * input's own validators once the form has a check of its own.
 */
export function formCheckOf(check: FormCheck | undefined, ctx: BuildContext): FormCheck | undefined {
  const fields = Object.entries(ctx.overrides?.fields ?? {});
  const replaced = fields.filter(([, o]) => o.input).map(([name]) => name);
  const added = fields.filter(([, o]) => o.validate?.length);
  if (!check || (!replaced.length && !added.length)) return check;
  return (values) => {
    const errors = Object.fromEntries(Object.entries(check(values)).filter(([name]) => !replaced.includes(name)));
    for (const [name, o] of added) {
      if (errors[name]) continue;
      const error = o.validate!.map((rule) => rule(values[name], values, {})).find(Boolean);
      if (error) errors[name] = error;
    }
    return errors;
  };
}

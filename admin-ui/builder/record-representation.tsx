// How react-admin names a resource's records (the <Resource>'s recordRepresentation, which reference
// fields, reference inputs and dialogs use): the representation field as it stands, an enum value's
// name, or, for a reference, the referenced record's own name (which may lead on through its own
// reference; react-admin renders the element in the record's context). The reference's field loads
// with the first screen that shows one. A name that would be empty (an enum field not set, a referenced
// record still loading or gone) reads as the resource's singular label: it is often a link's only text.
import { lazy, Suspense, type ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import type { ResourceDef } from '../../core/model/define.js';
import { singularLabel } from './labels.js';
import { recordText } from './model-helpers.js';

const ReferencedName = lazy(() => import('./referenced-name.js'));

export function resourceRepresentation(def: ResourceDef): string | ReactElement | ((record: RaRecord) => string) | undefined {
  const name = def.recordRepresentation;
  const field = name ? def.fields[name] : undefined;
  if (!name || !field) return undefined;
  const fallback = singularLabel(def);
  if (field.type === 'enum') return (record) => recordText(def, record) || fallback;
  if (field.type === 'reference')
    return (
      <Suspense fallback={fallback}>
        <ReferencedName source={name} reference={field.resource!} fallback={fallback} />
      </Suspense>
    );
  return name;
}

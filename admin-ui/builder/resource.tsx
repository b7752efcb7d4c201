// One resource of the model → one react-admin <Resource>, with generated screens where no override
// replaces them. Screens whose action the model forbids outright (access false) get no route at all.
import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import type { ResourceDef } from '../../server/model/define.js';
import { menuIcon } from '../shell/menu-icons.js';
import { createCreateScreen } from './create.js';
import { createEditScreen } from './edit.js';
import { createListScreen } from './list.js';
import type { BuildContext } from './model-index.js';
import { createShowScreen } from './show.js';

export function buildResource(def: ResourceDef, ctx: BuildContext): ReactElement {
  const o = ctx.overrides ?? {};
  return (
    <Resource
      key={def.name}
      name={def.name}
      options={{ label: def.label }}
      icon={menuIcon(def.menu?.icon)}
      recordRepresentation={def.recordRepresentation}
      list={def.access.list === false ? undefined : (o.list ?? createListScreen(def, ctx))}
      show={def.access.show === false ? undefined : (o.show ?? createShowScreen(def, ctx))}
      edit={def.access.update === false ? undefined : (o.edit ?? createEditScreen(def, ctx))}
      create={def.access.create === false ? undefined : (o.create ?? createCreateScreen(def, ctx))}
    />
  );
}

// One resource of the model → one react-admin <Resource>, with generated screens where no override
// replaces them. Screens whose action the model forbids outright (access false) get no route at all,
// so which screens exist follows from the model alone; what fills them loads when one is first opened
// (React.lazy): the override file if the resource has one, else the builder's tables, forms and inputs,
// none of which the sign-in page and the dashboard need.
import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import { Resource } from 'react-admin';
import type { ResourceDef } from '../../core/model/define.js';
import { loadOverrides, type OverridesSource } from '../screen-overrides.js';
import { menuIcon } from '../shell/menu-icons.js';
import { resourceRepresentation } from './record-representation.js';
import type { BuildContext } from './model-index.js';

type ScreenKind = 'list' | 'show' | 'edit' | 'create';
type ScreenFactory = (def: ResourceDef, ctx: BuildContext) => ComponentType;

const GENERATED: Record<ScreenKind, () => Promise<ScreenFactory>> = {
  list: async () => (await import('./list.js')).createListScreen,
  show: async () => (await import('./show.js')).createShowScreen,
  edit: async () => (await import('./edit.js')).createEditScreen,
  create: async () => (await import('./create.js')).createCreateScreen,
};

function lazyScreen(def: ResourceDef, kind: ScreenKind, model: BuildContext['model'], source: OverridesSource | undefined): ComponentType {
  return lazy(async () => {
    const overrides = await loadOverrides(source);
    const replaced = overrides[kind];
    if (!replaced) {
      // the model may ask for an inline-edited list instead of the generated one
      const factory = kind === 'list' && def.inlineList ? (await import('./inline-list/index.js')).createInlineListScreen : await GENERATED[kind]();
      return { default: factory(def, { model, overrides }) };
    }
    // an override may itself be lazy (an object, not a function), which React cannot resolve from inside lazy()
    return { default: typeof replaced === 'function' ? replaced : (props: object) => createElement(replaced, props) };
  });
}

const ACTION_OF: Record<ScreenKind, keyof ResourceDef['access']> = { list: 'list', show: 'show', edit: 'update', create: 'create' };

export function buildResource(def: ResourceDef, model: BuildContext['model'], overrides?: OverridesSource): ReactElement {
  const screen = (kind: ScreenKind) => (def.access[ACTION_OF[kind]] === false ? undefined : lazyScreen(def, kind, model, overrides));
  return (
    <Resource
      key={def.name}
      name={def.name}
      options={{ label: def.label }}
      icon={menuIcon(def.menu?.icon)}
      recordRepresentation={resourceRepresentation(def)}
      list={screen('list')}
      show={screen('show')}
      edit={screen('edit')}
      create={screen('create')}
    />
  );
}

// react-admin's English messages, with every resource named from the model: its singular and plural
// ("Delete Academic year 2025-26", "Academic year updated"), its field labels and its notifications.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';
import type { ResourceDef } from '../../core/model/define.js';
import { fieldLabel, inSentence, pluralLabel, singularLabel } from '../builder/labels.js';

interface ResourceMessages {
  /** polyglot's "one |||| many" */
  name: string;
  forcedCaseName: string;
  fields: Record<string, string>;
  notifications: { created: string; updated: string; deleted: string };
}

export function resourceMessages(def: ResourceDef, model: ReadonlyMap<string, ResourceDef>): ResourceMessages {
  const one = singularLabel(def);
  const many = pluralLabel(def);
  const manyInText = inSentence(many);
  const fields = Object.fromEntries(['id', ...Object.keys(def.fields)].map((name) => [name, fieldLabel(name, def.fields[name], model)]));
  return {
    name: `${one} |||| ${many}`,
    // react-admin lower-cases the first letter of `name` in its dialogs, which would turn "CTE" into "cTE"
    forcedCaseName: `${one} |||| ${many}`,
    fields,
    notifications: {
      created: `${one} created`,
      updated: `${one} updated |||| %{smart_count} ${manyInText} updated`,
      deleted: `${one} deleted |||| %{smart_count} ${manyInText} deleted`,
    },
  };
}

export function modelMessages(resources: readonly ResourceDef[], model: ReadonlyMap<string, ResourceDef>): TranslationMessages {
  const messages = Object.fromEntries(resources.map((def) => [def.name, resourceMessages(def, model)]));
  return { resources: messages } as unknown as TranslationMessages;
}

export function createI18nProvider(resources: readonly ResourceDef[], model: ReadonlyMap<string, ResourceDef>): I18nProvider {
  const messages = mergeTranslations(englishMessages, modelMessages(resources, model)) as TranslationMessages;
  const provider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
  return {
    ...provider,
    // react-admin lower-cases a label's first letter inside a sentence ("Sort by iD", "Sort by cTE
    // industry"): the label in a sentence keeps its acronyms
    translate: (key, options) =>
      provider.translate(key, options && typeof options.field === 'string' && 'field_lower_first' in options ? { ...options, field_lower_first: inSentence(options.field) } : options),
  };
}

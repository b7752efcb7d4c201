// The TypeScript shape of a resource's row, read from its definition, so that code handling rows
// (workflow services, seeds, the screens' API types) declares no copy of the fields: a field added
// to the resource appears in every row type at once. It follows the entity builder's mapping
// (server/db/entity-builder.ts): references are ids, a field is nullable unless required (a
// boolean with a default is not), datetimes are Dates, enums are their ids.
import type { OptionalProps } from '@mikro-orm/core';
import type { FieldDef } from './define.js';

type EnumId<V> = V extends { readonly id: infer I } ? I : V;

type ValueOf<F> = F extends { type: 'reference' | 'integer' | 'number' }
  ? number
  : F extends { type: 'boolean' }
    ? boolean
    : F extends { type: 'datetime' }
      ? Date
      : F extends { type: 'date' }
        ? string | Date
        : F extends { type: 'enum'; values: readonly (infer V)[] }
          ? EnumId<V>
          : F extends { type: 'stringList' }
            ? string[]
            : F extends { type: 'json' | 'manyToMany' }
              ? unknown
              : string;

type NullOf<F> = F extends { required: true } ? never : F extends { type: 'boolean'; default: boolean } ? never : null;

type FieldsOf<R> = R extends { fields: infer Fs } ? Fs : never;

/** A row as a seed writes it: the id and every field of the resource. */
export type RowOf<R extends { fields: Record<string, FieldDef> }> = { id: number } & {
  -readonly [K in keyof FieldsOf<R>]: ValueOf<FieldsOf<R>[K]> | NullOf<FieldsOf<R>[K]>;
};

/** A row as MikroORM loads it: with the row version every write raises (its default on create). */
export type StoredRowOf<R extends { fields: Record<string, FieldDef> }> = RowOf<R> & { rowVersion: number; [OptionalProps]?: 'rowVersion' };

/** A row whose JSON fields carry a known shape: `WithJson<RowOf<R>, { units: Unit[] | null }>`. */
export type WithJson<Row, Shapes extends Partial<Record<keyof Row, unknown>>> = Omit<Row, keyof Shapes> & Shapes;

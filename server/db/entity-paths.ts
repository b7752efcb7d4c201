// Field and relation names known only at run time (a resource's fields, a caller's column), for the
// `fields` and `populate` options. MikroORM checks those against an entity class's properties; an
// entity known only by name (the model's are) has none it can check, so the options' type is never[].
// This is the one place that passes such names on; names written out in a call need no help.
export const entityPaths = (names: readonly string[]): never[] => names as never[];

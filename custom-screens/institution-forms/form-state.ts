// The form model as the server sends it (server/institutions/form-model.ts): nested objects read and
// written by dotted path, the same paths the server's field errors (modelState) use.
export type FormKind = 'school' | 'district' | 'program';
export type FormModel = Record<string, unknown>;

export function getPath(model: FormModel, path: string): unknown {
  return path.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), model);
}

export function setPath(model: FormModel, path: string, value: unknown): FormModel {
  const [head, ...rest] = path.split('.');
  if (!rest.length) return { ...model, [head]: value };
  const inner = (model[head] && typeof model[head] === 'object' ? model[head] : {}) as FormModel;
  return { ...model, [head]: setPath(inner, rest.join('.'), value) };
}

/** What the form posts: the model without the read-only accreditation (kept by its own screens). */
export function bodyOf(model: FormModel): FormModel {
  const { accreditationModel: _accreditation, ...body } = model;
  return body;
}

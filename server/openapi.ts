// GET /api/openapi.json: an OpenAPI 3 document of every route, with body schemas from the model.
import { ROW_VERSION, isSetByServer, ownedFieldMessage, type FieldDef, type ResourceDef } from '../core/model/define.js';
import type { RouteTable } from './http/route-table.js';
import { enumId } from './crud/validate.js';

function fieldSchema(f: FieldDef): Record<string, unknown> {
  const base: Record<string, unknown> = f.label ? { description: f.label } : {};
  switch (f.type) {
    case 'integer':
    case 'reference':
      return { ...base, type: 'integer', ...(f.min !== undefined ? { minimum: f.min } : {}), ...(f.max !== undefined ? { maximum: f.max } : {}) };
    case 'number':
      return { ...base, type: 'number' };
    case 'boolean':
      return { ...base, type: 'boolean' };
    case 'date':
      return { ...base, type: 'string', format: 'date' };
    case 'datetime':
      return { ...base, type: 'string', format: 'date-time' };
    case 'enum':
      return { ...base, enum: f.values!.map(enumId) };
    case 'manyToMany':
      return { ...base, type: 'array', items: { type: 'integer' } };
    case 'stringList':
      return { ...base, type: 'array', items: f.values ? { enum: f.values.map(enumId) } : { type: 'string' } };
    case 'json':
      return base;
    case 'password':
      return { ...base, type: 'string', format: 'password', writeOnly: true, minLength: 10 };
    default:
      if (f.secret) return { ...base, type: 'string', writeOnly: true };
      return { ...base, type: 'string', ...(f.maxLength ? { maxLength: f.maxLength } : {}), ...(f.format === 'email' ? { format: 'email' } : {}) };
  }
}

function recordSchema(r: ResourceDef) {
  const properties: Record<string, unknown> = { id: { type: 'integer', readOnly: r.idStrategy !== 'assigned' } };
  for (const [name, f] of Object.entries(r.fields))
    properties[name] = { ...fieldSchema(f), ...(isSetByServer(f) ? { readOnly: true } : {}), ...(f.ownedBy ? { description: ownedFieldMessage(f.ownedBy) } : {}) };
  properties[ROW_VERSION] = {
    type: 'integer',
    description: 'The version the record was read at; send it back with an update (or as If-Match) and a stale one is refused with 409.',
  };
  const required = Object.entries(r.fields).filter(([, f]) => f.required && !isSetByServer(f)).map(([n]) => n);
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

const errorSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, modelState: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
};

export function buildOpenApi(routes: RouteTable, resources: ResourceDef[]) {
  const schemas: Record<string, unknown> = { Error: errorSchema };
  for (const r of resources) schemas[r.entity] = recordSchema(r);
  const bySource = new Map(resources.map((r) => [`resources/${r.name}.ts`, r]));
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes.routes) {
    const path = route.path.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');
    const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    const resource = bySource.get(route.source.replace(' (alias)', ''));
    const ref = resource ? { $ref: `#/components/schemas/${resource.entity}` } : { type: 'object' };
    const op: Record<string, unknown> = {
      summary: resource ? `${resource.label}` : route.source,
      tags: [resource?.label ?? route.source.split('/')[1]],
      'x-ability': route.ability,
      parameters: params,
      responses: {
        200: { description: 'OK', content: { 'application/json': { schema: route.method === 'GET' && !params.length && resource ? { type: 'array', items: ref } : ref } } },
        400: { description: 'Invalid input', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        ...(route.ability === 'public' ? {} : { 401: { description: 'Not signed in' }, 403: { description: 'Missing ability' } }),
      },
    };
    if ((route.method === 'POST' || route.method === 'PUT') && resource) op.requestBody = { content: { 'application/json': { schema: ref } } };
    (paths[path] ??= {})[route.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.0.3',
    info: { title: 'A–G Course Admin API', version: '1' },
    components: { schemas, securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'ag_sid' } } },
    security: [{ session: [] }],
    paths,
  };
}

export function registerOpenApi(routes: RouteTable, resources: ResourceDef[]): void {
  routes.add({ method: 'GET', path: '/api/openapi.json', ability: 'authenticated', source: 'server/openapi.ts', handler: () => buildOpenApi(routes, resources) });
}

// A console address naming a resource the model does not have answers 404 (JSON for the API, a short
// page for a browser) before AdminJS sees it: AdminJS throws a plain error listing every resource.
import type { RequestHandler } from 'express';
import type { ResourceDef } from '../../core/model/define.js';
import { escapeHtml } from '../content/render-template.js';
import { OPS_ROOT } from './shared.js';

const RESOURCE_PATH = /^\/(api\/)?resources\/([^/]+)/;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function unknownResource(resources: ResourceDef[]): RequestHandler {
  const names = new Set(resources.map((r) => r.name));
  return (req, res, next) => {
    const m = RESOURCE_PATH.exec(req.path);
    if (!m) return next();
    const name = decoded(m[2]);
    if (names.has(name)) return next();
    const message = `The operator console has no resource "${name}".`;
    if (m[1] || req.method !== 'GET') return res.status(404).json({ message });
    res
      .status(404)
      .type('html')
      .send(`<!doctype html><html lang="en"><meta charset="utf-8"><title>Not found · operator console</title>
<main><h1>Not found</h1><p>${escapeHtml(message)}</p><p><a href="${OPS_ROOT}">Back to the operator console</a></p></main></html>`);
  };
}

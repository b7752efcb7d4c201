// Security headers on every answer (helmet): a Content-Security-Policy with a fresh nonce per answer,
// nosniff, no framing, no referrer. The admin UI gets a strict policy; the operator console (/ops)
// gets what AdminJS needs, on /ops only. API answers are data, never a page: they get the same headers
// with a policy that allows nothing, fixed once at start (no nonce to draw, no policy to format).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** The nonce of this answer's inline scripts. */
export function cspNonce(res: Response | ServerResponse): string {
  const locals = (res as Response).locals;
  return (locals.cspNonce as string | undefined) ?? '';
}

const nonceSource = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${cspNonce(res)}'`;

// Both policies: nothing from other hosts, no plugins, no <base> games, forms post here only, never framed.
const shared = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", nonceSource],
  scriptSrcAttr: ["'none'"],
  // MUI/emotion and AdminJS's styled-components write <style> elements and style attributes at run time
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // the back office may run on plain http inside a network: do not force https sub-requests
  upgradeInsecureRequests: null,
};

const common = {
  xFrameOptions: { action: 'deny' as const },
  referrerPolicy: { policy: 'no-referrer' as const },
};

const uiHeaders = helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives: shared } });

const opsHeaders = helmet({
  ...common,
  contentSecurityPolicy: {
    useDefaults: false,
    // AdminJS renders its pages in the browser from bundles it serves itself (its inline page state and
    // start script carry the nonce, opsPageNonce), and shows images and
    // previews from blob: URLs. No 'unsafe-eval': its bundles only probe for it (webpack's global-object
    // shim tries new Function("return this") and falls back to window); 'report-sample' names the probe.
    directives: { ...shared, scriptSrc: [...shared.scriptSrc, "'report-sample'"], workerSrc: ["'self'", 'blob:'] },
  },
});

/** helmet's headers for a policy without per-answer parts, worked out once: [name, value] pairs. */
function fixedHeaders(middleware: ReturnType<typeof helmet>): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = { setHeader: (name: string, value: string) => void headers.push([name, value]), removeHeader: () => undefined };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

const apiHeaders = fixedHeaders(
  helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } } }),
);

export const isOpsPath = (path: string) => path === '/ops' || path.startsWith('/ops/');
const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

export const securityHeaders: RequestHandler = (req, res, next) => {
  if (isApiPath(req.path)) {
    for (const [name, value] of apiHeaders) res.setHeader(name, value);
    return next();
  }
  res.locals.cspNonce = randomBytes(16).toString('base64');
  (isOpsPath(req.path) ? opsHeaders : uiHeaders)(req, res, next);
};

// AdminJS's page ends with this inline script, which starts the application
const ADMINJS_START = /<script>(\s*var app = document\.getElementById\('app'\);\s*var root = createRoot\(app\)\s*root\.render\(AdminJS\.Application\);\s*)<\/script>(?![\s\S]*<script>\s*var app = )/;

/**
 * AdminJS writes its page state in an inline <script> at the top of the page and starts the
 * application with another at the bottom; the console's sign-out page has one inline script. The
 * first inline script of a page sent from /ops, and AdminJS's fixed start script, get the nonce.
 * Nothing else: markup that ends up inside the page state can never borrow it.
 */
export const opsPageNonce: RequestHandler = (_req, res, next) => {
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    if (typeof body === 'string' && /^\s*<!doctype html/i.test(body)) {
      const tag = `<script nonce="${cspNonce(res)}">`;
      body = body.replace(ADMINJS_START, `${tag}$1</script>`).replace(/<script>/i, tag);
    }
    return send(body);
  };
  next();
};

import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import sirv from 'sirv';
import { ORIGIN_VERIFY_HEADER, VIEWER_IP_HEADER } from '@app/shared/http/errors';
import { contentSecurityPolicy } from '../lib/csp';
import { SITE_ROUTES_FILE } from '@app/shared/site-routes';
import { createSiteRouter, readSiteRoutes } from '../lib/site-routing';
import { createGateway } from './gateway';
import { localPages } from './local-pages';
import type { LocalStack } from './stack';
import { LOCAL_ORIGIN_VERIFY_SECRET, LOCAL_REGION, LOCAL_TRIAL_BOOKING_URL } from './local-config';

/**
 * The local CloudFront: one origin serving the app (Vite and React Router's dev rendering in dev;
 * the build otherwise, answered as CloudFront answers it), /config.json, /api through the local
 * gateway, and /__cognito as a same-origin path to cognito-local so the browser needs no CORS.
 */
export interface WebServerOptions {
  port: number;
  stack: LocalStack;
  mode: 'dev' | 'static';
  trialBookingUrl?: string;
  /** The local scheduling service's origin: its booking pages may be framed (CSP frame-src). */
  schedulingOrigin?: string;
  /** Wakes the mail worker after each API request (what the table stream does in AWS). */
  afterRequest?: () => void;
}

const frontendDir = path.resolve(import.meta.dirname, '../../frontend');

export async function startWebServer(options: WebServerOptions): Promise<{ url: string; close(): Promise<void> }> {
  const gateway = createGateway({
    issuer: options.stack.issuer,
    audience: options.stack.userPoolClientId,
    afterRequest: options.afterRequest,
  });
  // Set before the server listens: Vite's hot reload shares this server (no port of its own).
  let app: FrontendMiddleware | undefined = undefined;
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const route =
      pathname === '/api' || pathname.startsWith('/api/')
        ? gateway(withViewerIp(req), res)
        : pathname === '/config.json'
          ? Promise.resolve(sendConfig(req, res, options))
          : pathname.startsWith('/__cognito')
            ? proxy(req, res, options.stack.endpoints.cognito, '/__cognito')
            : Promise.resolve(app!.handle(req, res));
    route.catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Local gateway error' }));
    });
  });
  // Idle keep-alive connections stay open longer than a client waits between two requests (Node's
  // 5 s default races with clients that reuse a connection just as the server closes it: the
  // request then fails with ECONNRESET). CloudFront and API Gateway keep them far longer too.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  app = await frontendMiddleware(options.mode, server, options.schedulingOrigin);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  return {
    url: `http://localhost:${options.port}`,
    close: async () => {
      await app?.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    },
  };
}

/**
 * As CloudFront does on /api/*: the visitor's address, whatever the client claimed, and the
 * origin header that proves the request came through the site.
 */
function withViewerIp(req: IncomingMessage): IncomingMessage {
  req.headers[VIEWER_IP_HEADER] = req.socket.remoteAddress ?? '127.0.0.1';
  req.headers[ORIGIN_VERIFY_HEADER] = LOCAL_ORIGIN_VERIFY_SECRET;
  return req;
}

function sendConfig(req: IncomingMessage, res: ServerResponse, options: WebServerOptions): void {
  const origin = `http://${req.headers.host ?? `localhost:${options.port}`}`;
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
  res.end(
    JSON.stringify({
      apiUrl: '/api',
      region: LOCAL_REGION,
      userPoolId: options.stack.userPoolId,
      userPoolClientId: options.stack.userPoolClientId,
      userPoolEndpoint: `${origin}/__cognito`,
      trialBookingUrl: options.trialBookingUrl ?? LOCAL_TRIAL_BOOKING_URL,
    }),
  );
}

/**
 * The calls a browser makes to Cognito (sign-in, challenges, refresh, sign-out). Admin calls are
 * refused: in AWS they need signed IAM requests, so the local path must not offer them either.
 */
const BROWSER_ACTIONS = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetUser',
  'GlobalSignOut',
  'RevokeToken',
  'ChangePassword',
  'GetTokensFromRefreshToken',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
]);

async function proxy(req: IncomingMessage, res: ServerResponse, target: string, prefix: string): Promise<void> {
  const action = String(req.headers['x-amz-target'] ?? '').replace(/^AWSCognitoIdentityProviderService\./, '');
  if (!BROWSER_ACTIONS.has(action)) {
    res.writeHead(403, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ __type: 'NotAuthorizedException', message: 'Only browser sign-in calls pass here' }));
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const name of ['content-type', 'x-amz-target', 'x-amz-user-agent', 'authorization']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  let body = chunks.length ? Buffer.concat(chunks) : undefined;
  if (action === 'GetTokensFromRefreshToken' && body) {
    // Amplify refreshes with GetTokensFromRefreshToken, which cognito-local does not know: the
    // same refresh, as the older InitiateAuth flow it does know (the answer has the same shape).
    const asked = JSON.parse(body.toString('utf8')) as { ClientId: string; RefreshToken: string };
    headers.set('x-amz-target', 'AWSCognitoIdentityProviderService.InitiateAuth');
    body = Buffer.from(
      JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: asked.ClientId,
        AuthParameters: { REFRESH_TOKEN: asked.RefreshToken },
      }),
    );
  }
  const upstream = await fetch(target + (req.url ?? '/').slice(prefix.length), {
    method: req.method,
    headers,
    body,
  });
  res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
  res.end(Buffer.from(await upstream.arrayBuffer()));
}

interface FrontendMiddleware {
  handle(req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
}

async function frontendMiddleware(
  mode: 'dev' | 'static',
  server: http.Server,
  schedulingOrigin?: string,
): Promise<FrontendMiddleware> {
  // STATIC_DIR: serve a build kept elsewhere (a copy that a rebuild of frontend/dist leaves alone),
  // with its server build in SERVER_BUILD_DIR (else the dist-server beside it).
  const dist = process.env.STATIC_DIR ? path.resolve(process.env.STATIC_DIR) : path.join(frontendDir, 'dist');
  const serverBuild = process.env.SERVER_BUILD_DIR
    ? path.resolve(process.env.SERVER_BUILD_DIR)
    : path.join(path.dirname(dist), 'dist-server');
  return mode === 'static' ? staticFrontend(dist, serverBuild, schedulingOrigin) : devFrontend(server);
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The build, as CloudFront serves it (infra/lib/constructs/web.ts): each path answered by the same
 * routing function (a prerendered page, the SPA fallback, the not-found page), brotli or gzip by
 * Accept-Encoding (the build writes .br and .gz copies), hashed /assets cached for a year and
 * everything else revalidated, and the production Content-Security-Policy. The pages of the
 * school's data come from the page function, as CloudFront sends them there (local-pages.ts).
 */
function staticFrontend(dist: string, serverBuildDir: string, schedulingOrigin?: string): FrontendMiddleware {
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`STATIC=1 serves the built app, but ${dist} has none: run npm run build first`);
  }
  // The routing function of the build there now (re-read when a rebuild changes the page list).
  let routing = { stamp: -1, route: (pathname: string) => pathname };
  const route = (pathname: string) => {
    const stamp = existsSync(path.join(dist, SITE_ROUTES_FILE))
      ? statSync(path.join(dist, SITE_ROUTES_FILE)).mtimeMs
      : 0;
    if (stamp !== routing.stamp) routing = { stamp, route: createSiteRouter(readSiteRoutes(dist)) };
    return routing.route(pathname);
  };
  const csp = contentSecurityPolicy(LOCAL_REGION, schedulingOrigin ? [schedulingOrigin] : []);
  const serve = sirv(dist, {
    // Look files up per request: a rebuild while the server runs is picked up, never half-read.
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    // Only what CloudFront would find: the routing function picks the file, no guessing here.
    extensions: [],
    setHeaders(res, pathname) {
      res.setHeader('cache-control', pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
      res.setHeader('content-security-policy', csp);
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
  const pages = localPages(serverBuildDir);
  const serveScripts = (file: string, res: ServerResponse) => {
    res.writeHead(200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': IMMUTABLE,
      'x-content-type-options': 'nosniff',
    });
    res.end(readFileSync(file));
  };
  const securityHeaders = { 'content-security-policy': csp, 'x-content-type-options': 'nosniff' };
  return {
    handle(req, res) {
      const [pathname = '/', query] = (req.url ?? '/').split('?');
      const script = pages.scriptFile(pathname);
      if (script && !existsSync(path.join(dist, pathname))) return serveScripts(script, res);
      void pages.handle(req, res, securityHeaders).then(
        (answered) => {
          if (answered) return;
          req.url = route(pathname) + (query === undefined ? '' : `?${query}`);
          serve(req, res, () => {
            res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
            res.end('Not found');
          });
        },
        (error: unknown) => {
          console.error(error);
          if (!res.headersSent) res.writeHead(503, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
          res.end('Service Unavailable');
        },
      );
    },
    close: async () => pages.close(),
  };
}

/**
 * Vite in middleware mode, and React Router's rendering of each page (its plugin adds that only
 * to a dev server that listens itself): what `react-router dev` does, on this server's origin.
 */
async function devFrontend(server: http.Server): Promise<FrontendMiddleware> {
  const { createServer } = await import('vite');
  const { createRequestListener } = await import('@remix-run/node-fetch-server');
  const { createRequestHandler } = await import('react-router');
  const vite = await createServer({
    root: frontendDir,
    configFile: path.join(frontendDir, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server } },
    appType: 'custom',
  });
  const render = createRequestListener(
    async (request) => {
      const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
      return createRequestHandler(build, 'development')(request);
    },
    {
      onError(error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        console.error(error);
        return new Response('Render error', { status: 500 });
      },
    },
  );
  return {
    handle: (req, res) => vite.middlewares(req, res, () => render(req, res)),
    close: () => vite.close(),
  };
}

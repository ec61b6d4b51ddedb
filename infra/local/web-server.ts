import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { ORIGIN_VERIFY_HEADER, VIEWER_IP_HEADER } from '@app/shared/http/errors';
import { createGateway } from './gateway';
import type { LocalStack } from './stack';
import { LOCAL_ORIGIN_VERIFY_SECRET, LOCAL_REGION, LOCAL_TRIAL_BOOKING_URL } from './local-config';

/**
 * The local CloudFront: one origin serving the app (Vite in dev, the built files otherwise, SPA
 * fallback to index.html), /config.json, /api through the local gateway, and /__cognito as a
 * same-origin path to cognito-local so the browser needs no CORS.
 */
export interface WebServerOptions {
  port: number;
  stack: LocalStack;
  mode: 'dev' | 'static';
  trialBookingUrl?: string;
}

const frontendDir = path.resolve(import.meta.dirname, '../../frontend');

export async function startWebServer(options: WebServerOptions): Promise<{ url: string; close(): Promise<void> }> {
  const gateway = createGateway({ issuer: options.stack.issuer, audience: options.stack.userPoolClientId });
  const app = await frontendMiddleware(options.mode);

  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const route =
      pathname === '/api' || pathname.startsWith('/api/')
        ? gateway(withViewerIp(req), res)
        : pathname === '/config.json'
          ? Promise.resolve(sendConfig(req, res, options))
          : pathname.startsWith('/__cognito')
            ? proxy(req, res, options.stack.endpoints.cognito, '/__cognito')
            : Promise.resolve(app.handle(req, res));
    route.catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Local gateway error' }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  return {
    url: `http://localhost:${options.port}`,
    close: async () => {
      await app.close();
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
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
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
  const upstream = await fetch(target + (req.url ?? '/').slice(prefix.length), {
    method: req.method,
    headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
  res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
  res.end(Buffer.from(await upstream.arrayBuffer()));
}

interface FrontendMiddleware {
  handle(req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
}

async function frontendMiddleware(mode: 'dev' | 'static'): Promise<FrontendMiddleware> {
  if (mode === 'static') {
    const dist = path.join(frontendDir, 'dist');
    if (!existsSync(path.join(dist, 'index.html'))) {
      throw new Error(`STATIC=1 serves the built app, but ${dist} has none: run npm run build first`);
    }
    const serve = sirv(dist, { single: true, etag: true, gzip: true });
    return {
      handle: (req, res) =>
        serve(req, res, () => {
          res.writeHead(404);
          res.end();
        }),
      close: async () => {},
    };
  }
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: frontendDir,
    configFile: path.join(frontendDir, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'spa',
  });
  return {
    handle: (req, res) => vite.middlewares(req, res),
    close: () => vite.close(),
  };
}

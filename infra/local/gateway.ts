import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { routes, routeKey, type Route } from '@app/functions/routes';
import { installIamGuard, runAsRoute } from './iam-guard';

/**
 * The local stand-in for API Gateway's HTTP API: the same route table as the CDK stack, the JWT
 * checked against the pool's JWKS as the Cognito authorizer does, an API Gateway v2 event built,
 * and the handler module called.
 */
export interface GatewayOptions {
  issuer: string;
  audience: string;
  /**
   * Called once each request's handler has answered, with the route and the answer: the local
   * stand-in for the table stream that wakes the workers in AWS (the webhook inbox's, the mail
   * outbox's). The gateway waits for it before sending the answer when it returns a promise (the
   * tests do, so a delivery is processed and its mail out before they look).
   */
  afterRequest?: (answered: { routeKey: string; status: number; body: string }) => void | Promise<void>;
}

type Handler = (event: APIGatewayProxyEventV2WithJWTAuthorizer) => Promise<APIGatewayProxyStructuredResultV2>;

const handlersDir = path.resolve(import.meta.dirname, '../../functions/src/handlers');
const MAX_GATEWAY_BODY = 10 * 1024 * 1024; // API Gateway's own payload limit

const compiled = routes.map((route) => ({
  route,
  pattern: new RegExp('^' + route.path.replace(/\{(\w+)\}/g, (_match, name: string) => `(?<${name}>[^/]+)`) + '$'),
}));

export function createGateway(options: GatewayOptions) {
  const jwks = createRemoteJWKSet(new URL(`${options.issuer}/.well-known/jwks.json`));
  const handlers = new Map<string, Promise<Handler>>();

  function load(route: Route): Promise<Handler> {
    let handler = handlers.get(route.handler);
    if (!handler) {
      const file = path.join(handlersDir, `${route.handler}.ts`);
      handler = import(/* @vite-ignore */ pathToFileURL(file).href).then(
        (module: { handler: Handler }) => module.handler,
      );
      handlers.set(route.handler, handler);
    }
    return handler;
  }

  async function authorize(header: string | undefined): Promise<JWTPayload | null> {
    const token = header?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: options.issuer });
      const audience = payload.aud ?? payload.client_id;
      const audiences = Array.isArray(audience) ? audience : [audience];
      return audiences.includes(options.audience) ? payload : null;
    } catch {
      return null;
    }
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = (req.method ?? 'GET').toUpperCase();
    const pathMatches = compiled.filter(({ pattern }) => pattern.test(url.pathname));
    const match = pathMatches.find(({ route }) => route.method === method);
    if (!match) return send(res, 404, { message: 'Not Found' });

    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_GATEWAY_BODY) return send(res, 413, { message: 'Request Entity Too Large' });
      chunks.push(chunk as Buffer);
    }

    let claims: JWTPayload | null = null;
    if (match.route.access !== 'public') {
      claims = await authorize(req.headers.authorization);
      if (!claims) return send(res, 401, { message: 'Unauthorized' });
    }

    let event: APIGatewayProxyEventV2WithJWTAuthorizer;
    try {
      event = buildEvent(req, url, match.route, match.pattern, Buffer.concat(chunks), claims);
    } catch {
      // A malformed %-escape in the path: API Gateway answers such a request with 400 too.
      return send(res, 400, { message: 'Bad Request' });
    }
    const handler = await load(match.route);
    installIamGuard();
    const result = await runAsRoute(match.route, () => handler(event));
    await options.afterRequest?.({
      routeKey: routeKey(match.route),
      status: result.statusCode ?? 200,
      body: result.isBase64Encoded ? '' : (result.body ?? ''),
    });
    res.writeHead(result.statusCode ?? 200, result.headers as Record<string, string>);
    // Binary answers (a PDF) come base64-encoded, as API Gateway expects them; it sends the bytes.
    res.end(result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? ''));
  };
}

function buildEvent(
  req: IncomingMessage,
  url: URL,
  route: Route,
  pattern: RegExp,
  body: Buffer,
  claims: JWTPayload | null,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const params = pattern.exec(url.pathname)?.groups ?? {};
  const key = routeKey(route);
  const now = new Date();
  return {
    version: '2.0',
    routeKey: key,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length
      ? Object.fromEntries(Object.entries(params).map(([k, v]) => [k, decodeURIComponent(v)]))
      : undefined,
    body: body.length ? body.toString('utf8') : undefined,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: route.method,
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: key,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
      authorizer: {
        principalId: '',
        integrationLatency: 0,
        jwt: { claims: claims ? flatten(claims) : {}, scopes: [] },
      },
    },
  } as APIGatewayProxyEventV2WithJWTAuthorizer;
}

/** As the HTTP API authorizer does: every claim a string, arrays as "[a b]". */
function flatten(claims: JWTPayload): Record<string, string> {
  return Object.fromEntries(
    Object.entries(claims).map(([name, value]) => [
      name,
      Array.isArray(value) ? `[${value.join(' ')}]` : String(value),
    ]),
  );
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

import { createPrivateKey } from 'node:crypto';
import { createRequire } from 'node:module';
import { inject } from 'vitest';
import { decodeJwt, SignJWT, type JWTPayload } from 'jose';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';

/** A path of the route table with each `{param}` filled from `ids` (a fresh uuid where none is given). */
export function fillPath(path: string, ids: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => ids[name] ?? crypto.randomUUID());
}

/** The `{param}` names of a route path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** The token with its signature changed (header and claims untouched). */
export function withAlteredSignature(token: string): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const middle = Math.floor(signature.length / 2);
  const flipped = signature[middle] === 'A' ? 'B' : 'A';
  return `${header}.${payload}.${signature.slice(0, middle)}${flipped}${signature.slice(middle + 1)}`;
}

/** The token with claims changed but its original signature kept (e.g. a student claiming super_admin). */
export function withAlteredClaims(token: string, claims: JWTPayload): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const changed = { ...(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as JWTPayload), ...claims };
  return `${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
}

/** An unsigned token (`alg: none`) carrying the token's claims plus `claims`. */
export function unsignedToken(token: string, claims: JWTPayload = {}): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...decodeJwt(token), ...claims })}.`;
}

/**
 * The emulator's signing key. cognito-local signs every token with one fixed key that ships in
 * its package (its JWKS serves the public half), so a token signed here is one the emulator
 * could have issued: what makes it expired or foreign is only the claims the test changes.
 */
function emulatorKey() {
  const file = createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.private.json') as {
    jwk: Record<string, string>;
  };
  return createPrivateKey({ key: file.jwk, format: 'jwk' });
}

/** `token`'s claims re-signed with the emulator's key, with `claims` changed (exp, aud, iss…). */
export async function resigned(token: string, claims: JWTPayload): Promise<string> {
  return new SignJWT({ ...decodeJwt(token), ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal', typ: 'JWT' })
    .sign(emulatorKey());
}

/**
 * An ID token really issued by the pool, but to another app client of it: its audience is not the
 * API's client, so the authorizer must refuse it.
 */
export async function tokenFromAnotherAppClient(email: string, password: string): Promise<string> {
  const stack = inject('localStack');
  const client = new CognitoIdentityProviderClient({
    endpoint: stack.endpoints.cognito,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const other = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: stack.userPoolId,
      ClientName: `another-app-${crypto.randomUUID().slice(0, 8)}`,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'],
    }),
  );
  const answer = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: other.UserPoolClient!.ClientId!,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return answer.AuthenticationResult!.IdToken!;
}

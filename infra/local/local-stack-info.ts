import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LocalStack } from './stack';

/**
 * Where the running local stack's emulators listen, written by `npm start` into its data folder
 * for the developer tools that need more than the web origin offers (the booking simulator and
 * the journeys make users in cognito-local directly; the web server's /__cognito path only passes
 * the calls a browser makes).
 */
export interface LocalStackInfo {
  cognitoEndpoint: string;
  /** The mail emulator: every sent mail as JSON at `<sesEndpoint>/store`. */
  sesEndpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  dynamodbEndpoint: string;
  tableName: string;
  /** The Calendly stand-in (API, booking pages and its test controls under /__standin). */
  calendlyEndpoint?: string;
}

const FILE = 'local-stack.json';

export function localStackInfo(stack: LocalStack, calendlyEndpoint?: string): LocalStackInfo {
  return {
    cognitoEndpoint: stack.endpoints.cognito,
    sesEndpoint: stack.endpoints.ses,
    userPoolId: stack.userPoolId,
    userPoolClientId: stack.userPoolClientId,
    dynamodbEndpoint: stack.endpoints.dynamodb,
    tableName: stack.tableName,
    ...(calendlyEndpoint ? { calendlyEndpoint } : {}),
  };
}

export function writeLocalStackInfo(dataDir: string, stack: LocalStack, calendlyEndpoint?: string): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, FILE), JSON.stringify(localStackInfo(stack, calendlyEndpoint), null, 2));
}

export function readLocalStackInfo(dataDir: string): LocalStackInfo {
  try {
    return JSON.parse(readFileSync(path.join(dataDir, FILE), 'utf8')) as LocalStackInfo;
  } catch {
    throw new Error(`No ${FILE} in ${dataDir}: is the local stack running (npm start) with this DATA_DIR?`);
  }
}

/** Calls cognito-local's API (unsigned calls are fine for the emulator). */
export async function cognitoCall<T>(info: LocalStackInfo, action: string, body: Record<string, unknown>): Promise<T> {
  const answer = await fetch(info.cognitoEndpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify({ UserPoolId: info.userPoolId, ...body }),
  });
  if (!answer.ok) throw new Error(`${action} failed: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

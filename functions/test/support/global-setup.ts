import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../infra/local/processes';
import { startLocalStack, type LocalStack } from '../../../infra/local/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: Pick<LocalStack, 'functionEnv' | 'issuer' | 'userPoolId' | 'userPoolClientId' | 'endpoints'>;
  }
}

/** The real emulators on free ports, DynamoDB in memory, once for the whole integration run. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tutoring-it-'));
  const stack = await startLocalStack({
    dataDir,
    persist: false,
    ports: { dynamodb: await freePort(), cognito: await freePort(), ses: await freePort() },
    siteUrl: 'http://localhost:5173',
  });
  project.provide('localStack', {
    functionEnv: stack.functionEnv,
    issuer: stack.issuer,
    userPoolId: stack.userPoolId,
    userPoolClientId: stack.userPoolClientId,
    endpoints: stack.endpoints,
  });
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

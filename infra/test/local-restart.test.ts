import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, it } from 'vitest';
import { startCognito } from '../local/emulators';
import { freePort } from '../local/processes';
import { ensureUserPool } from '../local/provision';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../local/local-config';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tutoring-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const roles = ['student', 'admin', 'super_admin'] as const;
const password = 'restart-pass-1';

function groupsOf(idToken: string): string[] {
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
  return (claims['cognito:groups'] as string[] | undefined) ?? [];
}

/** cognito-local on a new port each time, over the same data folder, as `npm start` twice. */
async function withCognito<T>(
  run: (client: CognitoIdentityProviderClient, endpoint: string) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const cognito = await startCognito({ port, dataDir });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new CognitoIdentityProviderClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    return await run(client, endpoint);
  } finally {
    client.destroy();
    await cognito.stop();
  }
}

describe('the local stack on the same data, started again', () => {
  it('keeps the pool, its client and every user’s role', async () => {
    const first = await withCognito(async (client, endpoint) => {
      const pool = await ensureUserPool(endpoint);
      for (const role of roles) {
        const email = `${role}@restart.test`;
        await client.send(
          new AdminCreateUserCommand({
            UserPoolId: pool.userPoolId,
            Username: email,
            MessageAction: 'SUPPRESS',
            UserAttributes: [{ Name: 'email', Value: email }],
          }),
        );
        await client.send(
          new AdminSetUserPasswordCommand({
            UserPoolId: pool.userPoolId,
            Username: email,
            Password: password,
            Permanent: true,
          }),
        );
        await client.send(
          new AdminAddUserToGroupCommand({ UserPoolId: pool.userPoolId, Username: email, GroupName: role }),
        );
      }
      return pool;
    });

    await withCognito(async (client, endpoint) => {
      const again = await ensureUserPool(endpoint);
      expect(again).toEqual(first);
      for (const role of roles) {
        const signedIn = await client.send(
          new InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: again.userPoolClientId,
            AuthParameters: { USERNAME: `${role}@restart.test`, PASSWORD: password },
          }),
        );
        expect(groupsOf(signedIn.AuthenticationResult!.IdToken!)).toEqual([role]);
      }
    });
  });
});

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from './env';

/**
 * The scheduling service's API token (a Calendly personal access token). It is written when a super
 * admin connects the account, so unlike the signing keys it changes at run time:
 * - in AWS it is a Secrets Manager secret the stack creates empty (`not-connected`); connecting
 *   puts the token as its new value, and functions re-read it at most every 5 minutes;
 * - locally it is a file in the local secrets folder (`LOCAL_SECRETS_DIR`), or the environment's
 *   `CALENDLY_API_TOKEN`.
 * Null while no account is connected.
 */
const NOT_CONNECTED = 'not-connected';
const FILE = 'calendly-api-token';
const TTL_MS = 5 * 60_000;

let client: SecretsManagerClient | undefined;
let cached: { value: string | null; at: number } | undefined;

const secrets = () => (client ??= new SecretsManagerClient({ region: env.region() }));

export async function schedulingToken(now = Date.now()): Promise<string | null> {
  const fromEnv = env.calendlyApiToken();
  if (fromEnv) return fromEnv;
  if (cached && now - cached.at < TTL_MS) return cached.value;
  let value: string | null = null;
  const dir = env.localSecretsDir();
  const arn = env.calendlyApiTokenSecretArn();
  if (dir) {
    value = await readFile(path.join(dir, FILE), 'utf8').then(
      (text) => text.trim() || null,
      () => null,
    );
  } else if (arn) {
    const answer = await secrets().send(new GetSecretValueCommand({ SecretId: arn }));
    value = answer.SecretString && answer.SecretString !== NOT_CONNECTED ? answer.SecretString : null;
  }
  cached = { value, at: now };
  return value;
}

/** Keeps a new token (connecting the account); this container uses it at once. */
export async function storeSchedulingToken(token: string): Promise<void> {
  const dir = env.localSecretsDir();
  const arn = env.calendlyApiTokenSecretArn();
  if (dir) {
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, FILE), token, { mode: 0o600 });
  } else if (arn) {
    await secrets().send(new PutSecretValueCommand({ SecretId: arn, SecretString: token }));
  } else {
    throw new Error('Nowhere to keep the scheduling token: set the secret ARN (AWS) or LOCAL_SECRETS_DIR (local)');
  }
  cached = { value: token, at: Date.now() };
}

/** Tests switch the token between runs. */
export function forgetSchedulingToken(): void {
  cached = undefined;
}

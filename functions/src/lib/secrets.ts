import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from './env';
import { rotatingSecret, type RotatingSecret } from './rotating-secret';

/**
 * Signing keys. In AWS they live in Secrets Manager (the function gets only the secret's ARN and
 * read access to it) and are read once per container; locally they come from the environment
 * (`npm start` sets clearly local defaults). A missing key fails loudly.
 */
let client: SecretsManagerClient | undefined;
const cache = new Map<string, Promise<string>>();

function fromSecretsManager(arn: string): Promise<string> {
  let value = cache.get(arn);
  if (!value) {
    client ??= new SecretsManagerClient({ region: env.region() });
    value = client.send(new GetSecretValueCommand({ SecretId: arn })).then((answer) => {
      if (!answer.SecretString) throw new Error(`Secret ${arn} has no string value`);
      return answer.SecretString;
    });
    // A failed read is not kept: the next request tries again.
    value.catch(() => cache.delete(arn));
    cache.set(arn, value);
  }
  return value;
}

async function secret(name: string, local: string | undefined, arn: string | undefined): Promise<string> {
  if (local) return local;
  if (arn) return fromSecretsManager(arn);
  throw new Error(`Missing ${name}: set the secret's ARN (AWS) or the key itself (local)`);
}

let originVerify: RotatingSecret | undefined;

/**
 * Whether `given` is the value CloudFront's origin header must carry. In AWS the secret can be
 * rotated without refusing requests: its current and previous values are accepted, re-read every
 * 5 minutes, and at once (at most every 30 s) when a request carries a value this container does
 * not know yet.
 */
export async function isOriginVerifyValue(
  given: string | undefined,
  same: (given: string | undefined, expected: string) => boolean,
): Promise<boolean> {
  const local = env.originVerifySecret();
  if (local) return same(given, local);
  const arn = env.originVerifySecretArn();
  if (!arn) throw new Error('Missing the origin header value: set the secret ARN (AWS) or the value itself (local)');
  originVerify ??= rotatingSecret(
    async (stage) => {
      client ??= new SecretsManagerClient({ region: env.region() });
      try {
        const answer = await client.send(new GetSecretValueCommand({ SecretId: arn, VersionStage: stage }));
        return answer.SecretString ?? null;
      } catch (error) {
        // A secret never rotated has no previous version.
        if (stage === 'AWSPREVIOUS' && error instanceof Error && error.name === 'ResourceNotFoundException')
          return null;
        throw error;
      }
    },
    { ttlMs: 5 * 60_000, minRefreshMs: 30_000 },
  );
  return originVerify.accepts(given, same);
}

/** The one-time setup code, or null where none is asked (the local stack, the developer's alone). */
export async function setupCode(): Promise<string | null> {
  if (!env.setupCode() && !env.setupCodeSecretArn()) return null;
  return secret('the setup code', env.setupCode(), env.setupCodeSecretArn());
}

/** The key Calendly signs its webhook deliveries with. */
export const calendlySigningKey = () =>
  secret('the Calendly signing key', env.calendlySigningKey(), env.calendlySigningKeySecretArn());

/** The key the portal signs booking references with. */
export const bookingReferenceKey = () =>
  secret('the booking reference key', env.bookingReferenceKey(), env.bookingReferenceKeySecretArn());

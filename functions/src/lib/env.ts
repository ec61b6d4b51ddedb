/**
 * The one place that reads process.env on the server side. Each value is read when first asked
 * for, so a function only needs the variables it uses, and a missing one fails loudly.
 */
const cache = new Map<string, string | undefined>();

function read(name: string, required: boolean): string | undefined {
  if (!cache.has(name)) {
    const value = process.env[name]?.trim();
    cache.set(name, value === '' ? undefined : value);
  }
  const value = cache.get(name);
  if (required && value === undefined) {
    throw new Error(`Missing required environment variable ${name}`);
  }
  return value;
}

export const env = {
  tableName: () => read('TABLE_NAME', true)!,
  userPoolId: () => read('USER_POOL_ID', true)!,
  senderEmail: () => read('SENDER_EMAIL', true)!,
  /** Set only in AWS: the SES configuration set whose bounces and complaints the school records. */
  mailConfigurationSet: () => read('MAIL_CONFIGURATION_SET', false),
  businessInbox: () => read('BUSINESS_INBOX', true)!,
  region: () => read('AWS_REGION', false) ?? 'us-east-1',
  /** Only set locally: the emulator endpoints. Unset in AWS. */
  dynamodbEndpoint: () => read('DYNAMODB_ENDPOINT', false),
  cognitoEndpoint: () => read('COGNITO_ENDPOINT', false),
  sesEndpoint: () => read('SES_ENDPOINT', false),
  logLevel: () => read('LOG_LEVEL', false) ?? 'info',
  /** The folder holding the certificate PDF's font files (Amiri, WOFF): in AWS beside the bundle. */
  certificateFontsDir: () => read('CERTIFICATE_FONTS_DIR', true)!,
  /** The site's public address, for links in e-mails. */
  siteUrl: () => read('SITE_URL', true)!.replace(/\/$/, ''),
  /** Locally the secrets themselves; in AWS unset, and the secrets are read from Secrets Manager. */
  calendlySigningKey: () => read('CALENDLY_WEBHOOK_SIGNING_KEY', false),
  bookingReferenceKey: () => read('BOOKING_REFERENCE_KEY', false),
  /** The origin header's value: locally the value itself, in AWS the secret's ARN. */
  originVerifySecret: () => read('ORIGIN_VERIFY_SECRET', false),
  originVerifySecretArn: () => read('ORIGIN_VERIFY_SECRET_ARN', false),
  /** Set only in AWS: the one-time code the first super admin must enter. Locally no code is asked. */
  setupCode: () => read('SETUP_CODE', false),
  setupCodeSecretArn: () => read('SETUP_CODE_SECRET_ARN', false),
  /**
   * The least time (ms) that sign-up and the password-reset request take to answer, whatever the
   * address: 1000 unless set (the integration tests set 0, but for the test that measures it).
   */
  authAnswerFloorMs: () => Number(read('AUTH_ANSWER_FLOOR_MS', false) ?? 1000),
  /** Set in AWS ('required'): super admins must have two-factor sign-in to use the back office. */
  superAdminTwoFactorRequired: () => read('SUPER_ADMIN_TWO_FACTOR', false) === 'required',
  calendlySigningKeySecretArn: () => read('CALENDLY_SIGNING_KEY_SECRET_ARN', false),
  /** The scheduling service's API: Calendly's unless set (locally, its stand-in). */
  calendlyApiUrl: () => read('CALENDLY_API_URL', false),
  /** The Calendly API token itself (locally, optional), or where it is kept (see lib/scheduling-token.ts). */
  calendlyApiToken: () => read('CALENDLY_API_TOKEN', false),
  calendlyApiTokenSecretArn: () => read('CALENDLY_API_TOKEN_SECRET_ARN', false),
  localSecretsDir: () => read('LOCAL_SECRETS_DIR', false),
  /** The page function: the site bucket its pages' scripts go to (AWS), or a folder (locally). */
  siteBucket: () => read('SITE_BUCKET', false),
  localSiteScriptsDir: () => read('LOCAL_SITE_SCRIPTS_DIR', false),
  bookingReferenceKeySecretArn: () => read('BOOKING_REFERENCE_KEY_SECRET_ARN', false),
};

/** Tests and the local gateway change variables between runs. */
export function resetEnvCache(): void {
  cache.clear();
}

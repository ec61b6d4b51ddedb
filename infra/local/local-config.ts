/**
 * Local-only defaults. None of these is a secret: the emulators accept any credentials, and the
 * webhook signing key and the booking reference key are used only against the local stack (in AWS
 * both live in Secrets Manager).
 */
export const LOCAL_REGION = 'us-east-1';
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
export const LOCAL_TABLE = 'tutoring-local';
export const LOCAL_WEBHOOK_SIGNING_KEY = 'local-dev-signing-key';
export const LOCAL_BOOKING_REFERENCE_KEY = 'local-dev-booking-reference-key';
/** What the local web server sends the local gateway, as CloudFront sends its secret origin header. */
export const LOCAL_ORIGIN_VERIFY_SECRET = 'local-dev-origin-verify';
export const LOCAL_SENDER = 'hello@tutoring.local';
export const LOCAL_BUSINESS_INBOX = 'team@tutoring.local';
export const LOCAL_TRIAL_BOOKING_URL = 'https://calendly.com/your-team/free-trial';

/** The token the local Calendly stand-in accepts (a personal access token's stand-in). */
export const LOCAL_CALENDLY_TOKEN = 'local-dev-calendly-personal-access-token';

export const DEFAULT_PORTS = { web: 5173, dynamodb: 8000, cognito: 9229, ses: 8005, calendly: 8010 } as const;

import path from 'node:path';
import { ensureTable, ensureUserPool, migrateTable, type LocalPool } from './provision';
import { startCognito, startDynamoDb, startSes } from './emulators';
import { FONT_PACKAGE_FILES_DIR } from '@app/functions/core/certificates/pdf/font-files';
import type { Child } from './processes';
import {
  LOCAL_BUSINESS_INBOX,
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  LOCAL_SENDER,
  LOCAL_TABLE,
  LOCAL_BOOKING_REFERENCE_KEY,
  LOCAL_ORIGIN_VERIFY_SECRET,
  LOCAL_WEBHOOK_SIGNING_KEY,
} from './local-config';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface LocalStackOptions {
  /** Folder for DynamoDB and Cognito data; omitted = DynamoDB in memory and a throwaway pool folder. */
  dataDir: string;
  persist: boolean;
  ports: { dynamodb: number; cognito: number; ses: number };
  verbose?: boolean;
  /** The address people open the site at, for links in e-mails. */
  siteUrl: string;
}

export interface LocalStack extends LocalPool {
  endpoints: { dynamodb: string; cognito: string; ses: string };
  issuer: string;
  tableName: string;
  /** The environment a Lambda would get from the CDK stack, pointed at the emulators. */
  functionEnv: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Start the three emulators in parallel, create the table (and apply the data migrations it has not
 * had yet), the pool, the client and the groups.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const children: Child[] = [];
  const stop = async () => {
    await Promise.all(children.map((child) => child.stop()));
  };
  try {
    const started = await Promise.all([
      startDynamoDb({
        port: options.ports.dynamodb,
        dataDir: options.persist ? path.join(options.dataDir, 'dynamodb') : undefined,
        verbose: options.verbose,
      }),
      startCognito({
        port: options.ports.cognito,
        dataDir: path.join(options.dataDir, 'cognito'),
        verbose: options.verbose,
      }),
      startSes({ port: options.ports.ses, verbose: options.verbose }),
    ]);
    children.push(...started);
    const endpoints = {
      dynamodb: `http://127.0.0.1:${options.ports.dynamodb}`,
      cognito: `http://127.0.0.1:${options.ports.cognito}`,
      ses: `http://127.0.0.1:${options.ports.ses}`,
    };
    const [pool] = await Promise.all([
      ensureUserPool(endpoints.cognito),
      ensureTable(endpoints.dynamodb, LOCAL_TABLE).then(() => migrateTable(endpoints.dynamodb, LOCAL_TABLE)),
    ]);
    const issuer = `${endpoints.cognito}/${pool.userPoolId}`; // cognito-local signs as HOST:PORT
    return {
      ...pool,
      endpoints,
      issuer,
      tableName: LOCAL_TABLE,
      functionEnv: {
        TABLE_NAME: LOCAL_TABLE,
        USER_POOL_ID: pool.userPoolId,
        AWS_REGION: LOCAL_REGION,
        AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
        DYNAMODB_ENDPOINT: endpoints.dynamodb,
        COGNITO_ENDPOINT: endpoints.cognito,
        SES_ENDPOINT: endpoints.ses,
        SENDER_EMAIL: LOCAL_SENDER,
        BUSINESS_INBOX: LOCAL_BUSINESS_INBOX,
        SITE_URL: options.siteUrl,
        CALENDLY_WEBHOOK_SIGNING_KEY: process.env.CALENDLY_WEBHOOK_SIGNING_KEY ?? LOCAL_WEBHOOK_SIGNING_KEY,
        BOOKING_REFERENCE_KEY: process.env.BOOKING_REFERENCE_KEY ?? LOCAL_BOOKING_REFERENCE_KEY,
        ORIGIN_VERIFY_SECRET: LOCAL_ORIGIN_VERIFY_SECRET,
        CERTIFICATE_FONTS_DIR: path.join(repoRoot, FONT_PACKAGE_FILES_DIR),
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

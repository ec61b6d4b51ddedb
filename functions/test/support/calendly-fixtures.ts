import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { startCalendlyStandIn, type CalendlyStandIn } from '../../../infra/local/calendly-standin';
import { db, tableName } from '../../src/db/client';
import { resetEnvCache } from '../../src/lib/env';
import { forgetSchedulingToken } from '../../src/lib/scheduling-token';

/** The token the tests' Calendly stand-in accepts. */
export const STANDIN_TOKEN = 'test-calendly-personal-access-token';
export const STANDIN_EVENT_TYPE = 'gated-lesson';
/** Another event type of the account (another course's calendar). */
export const STANDIN_OTHER_EVENT_TYPE = 'other-lesson';

export interface StandInCall {
  method: string;
  path: string;
  body: any;
  status: number;
}

export interface StandInHandle {
  standIn: CalendlyStandIn;
  /** A test control of the stand-in (`/__standin<route>`). */
  control(route: string, body?: unknown, method?: string): Promise<{ status: number; body: any }>;
  /** The API calls the stand-in received, of one method, whose path starts with `pathStart`. */
  apiCalls(method: string, pathStart: string): Promise<StandInCall[]>;
}

/**
 * The Calendly stand-in for a describe block: started before its tests on a free port, the
 * functions pointed at it (API address, a folder of its own for the token, and `siteUrl()` as
 * the site's address, where its webhooks go), and afterwards the account's records removed
 * (other suites share the table and expect no connected account) and the environment restored.
 */
export function useCalendlyStandIn(options: { siteUrl?: () => string } = {}): () => StandInHandle {
  let handle: StandInHandle | undefined;
  let secretsDir = '';
  const saved: Record<string, string | undefined> = {};
  const NAMES = ['CALENDLY_API_URL', 'LOCAL_SECRETS_DIR', 'SITE_URL', 'CALENDLY_API_TOKEN'];

  beforeAll(async () => {
    const standIn = await startCalendlyStandIn({
      token: STANDIN_TOKEN,
      owner: { name: 'Academy Owner', email: 'owner@academy.test', slug: 'academy-owner' },
      eventTypes: [
        { slug: STANDIN_EVENT_TYPE, name: 'Gated Lesson', durationMinutes: 60 },
        { slug: STANDIN_OTHER_EVENT_TYPE, name: 'Other Lesson', durationMinutes: 30 },
      ],
    });
    secretsDir = mkdtempSync(path.join(os.tmpdir(), 'scheduling-secrets-'));
    for (const name of NAMES) saved[name] = process.env[name];
    Object.assign(process.env, { CALENDLY_API_URL: standIn.url, LOCAL_SECRETS_DIR: secretsDir });
    if (options.siteUrl) process.env.SITE_URL = options.siteUrl();
    delete process.env.CALENDLY_API_TOKEN;
    resetEnvCache();
    forgetSchedulingToken();
    const control = async (route: string, body?: unknown, method = 'POST') => {
      const answer = await fetch(`${standIn.url}/__standin${route}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await answer.text();
      return { status: answer.status, body: text ? JSON.parse(text) : null };
    };
    handle = {
      standIn,
      control,
      apiCalls: async (method, pathStart) =>
        ((await control('/requests', undefined, 'GET')).body as StandInCall[]).filter(
          (entry) => entry.method === method && entry.path.startsWith(pathStart),
        ),
    };
  });

  afterAll(async () => {
    const items = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'SCHEDULING' },
      }),
    );
    for (const item of items.Items ?? [])
      await db().send(new DeleteCommand({ TableName: tableName(), Key: { pk: item.pk, sk: item.sk } }));
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetEnvCache();
    forgetSchedulingToken();
    await handle?.standIn.stop();
    if (secretsDir) rmSync(secretsDir, { recursive: true, force: true });
  });

  return () => {
    if (!handle) throw new Error('The Calendly stand-in is not started yet');
    return handle;
  };
}

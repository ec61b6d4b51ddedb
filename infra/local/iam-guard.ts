import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import type { Route } from '@app/functions/routes';
import { db } from '@app/functions/db/client';
import { cognito } from '@app/functions/lib/cognito';
import { ses } from '@app/functions/lib/mail';

/**
 * The local stand-in for the functions' IAM roles. In AWS each operation's role allows exactly
 * the DynamoDB actions, partition keys, Cognito actions and services of its route-table row;
 * here every SDK call made while a route runs is checked against the same row, and refused with
 * an AccessDeniedException as AWS would. Calls outside a request (seeding, test fixtures) pass.
 *
 * With LOCAL_IAM_RECORD=<file>, nothing is refused and each call is appended to the file instead
 * (route, action, partition key), to see what an operation really uses.
 */
const running = new AsyncLocalStorage<Route>();
let installed = false;

export function runAsRoute<T>(route: Route, work: () => Promise<T>): Promise<T> {
  return running.run(route, work);
}

export interface Call {
  service: 'dynamodb' | 'cognito-idp' | 'ses';
  action: string;
  /** Partition keys the call names, and whether it reads an index. */
  keys: string[];
  index: boolean;
  /** The SDK request it belongs to: the items of one transaction share it. */
  request?: number;
}

let requests = 0;

export function installIamGuard(): void {
  if (installed) return;
  installed = true;
  const clients = [
    { client: db(), service: 'dynamodb' as const },
    { client: cognito(), service: 'cognito-idp' as const },
    { client: ses(), service: 'ses' as const },
  ];
  for (const { client, service } of clients) {
    (client.middlewareStack as { add: (...args: unknown[]) => void }).add(
      (next: (args: { input: unknown }) => Promise<unknown>, context: { commandName?: string }) =>
        async (args: { input: unknown }) => {
          const route = running.getStore();
          if (route) {
            const request = ++requests;
            for (const call of callsOf(service, context.commandName ?? '', args.input as Input)) {
              check(route, { ...call, request });
            }
          }
          return next(args);
        },
      { step: 'initialize', name: 'localIamGuard', override: true },
    );
  }
}

// SDK inputs of every command shape, read only for their keys.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Input = Record<string, any>;

const docCommands: Record<string, string> = {
  Get: 'GetItem',
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  BatchGet: 'BatchGetItem',
  BatchWrite: 'BatchWriteItem',
  TransactGet: 'GetItem',
};

function callsOf(service: Call['service'], commandName: string, input: Input): Call[] {
  const name = commandName.replace(/Command$/, '');
  if (service !== 'dynamodb') return [{ service, action: name, keys: [], index: false }];
  if (name === 'TransactWrite' || name === 'TransactWriteItems') {
    return (input.TransactItems as Input[]).map((item) => {
      const [kind, body] = Object.entries(item)[0] as [string, Input];
      const action = kind === 'ConditionCheck' ? 'ConditionCheckItem' : `${kind}Item`;
      return { service, action, keys: [pkOf(body.Key ?? body.Item)], index: false };
    });
  }
  const action = docCommands[name] ?? name;
  if (action === 'BatchGetItem') {
    const keys = Object.values(input.RequestItems as Record<string, { Keys: Input[] }>).flatMap((request) =>
      request.Keys.map(pkOf),
    );
    return [{ service, action, keys, index: false }];
  }
  if (action === 'Query') {
    const values = (input.ExpressionAttributeValues ?? {}) as Input;
    const pk = values[':pk'] ?? Object.values(values)[0];
    return [{ service, action, keys: [plain(pk)], index: Boolean(input.IndexName) }];
  }
  if (action === 'Scan') return [{ service, action, keys: [], index: Boolean(input.IndexName) }];
  return [{ service, action, keys: [pkOf(input.Key ?? input.Item)], index: false }];
}

const pkOf = (key: Input | undefined): string => plain(key?.pk);
const plain = (value: unknown): string =>
  typeof value === 'object' && value !== null && 'S' in value ? String((value as { S: unknown }).S) : String(value);

const listeners = new Set<(route: Route, call: Call) => void>();

/**
 * Sees every SDK call the routes make from now on (route and call), for tests that count what a
 * request costs; `stop()` ends it.
 */
export function watchCalls(listener: (route: Route, call: Call) => void): { stop(): void } {
  listeners.add(listener);
  return { stop: () => listeners.delete(listener) };
}

function check(route: Route, call: Call): void {
  for (const listener of listeners) listener(route, call);
  const record = process.env.LOCAL_IAM_RECORD;
  if (record) {
    appendFileSync(record, JSON.stringify({ route: `${route.method} ${route.path}`, ...call }) + '\n');
    return;
  }
  const refuse = (what: string) => {
    const error = new Error(
      `Local IAM: ${route.method} ${route.path} is not allowed ${what} (see its route-table row)`,
    );
    error.name = 'AccessDeniedException';
    throw error;
  };
  if (call.service === 'dynamodb') {
    if (!route.table.includes(call.action as never)) refuse(`dynamodb:${call.action}`);
    if (route.leadingKeys) {
      if (call.index) refuse('a query on an index (its row limits the leading keys)');
      for (const key of call.keys)
        if (!route.leadingKeys.some((allowed) => keyMatches(allowed, key))) refuse(`key ${key}`);
    }
  } else if (call.service === 'cognito-idp') {
    if (!route.cognito?.includes(call.action as never)) refuse(`cognito-idp:${call.action}`);
  } else if (!route.uses?.includes('ses')) {
    refuse(`ses:${call.action}`);
  }
}

export function keyMatches(allowed: string, key: string): boolean {
  return allowed.endsWith('*') ? key.startsWith(allowed.slice(0, -1)) : key === allowed;
}

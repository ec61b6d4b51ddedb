import { inject } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { db } from '../../src/db/client';
import { cognito } from '../../src/lib/cognito';
import { ses } from '../../src/lib/mail';

/**
 * Forces one kind of call of the app's own SDK client to fail (all of them, or the first `times`),
 * while every other call still reaches the real emulator through a client of its own. This is the
 * only use of aws-sdk-client-mock: faults the emulators cannot produce.
 */
type Command = new (input: any) => any;

const LOCAL = { region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };

const services = {
  dynamodb: {
    app: () => db(),
    real: () =>
      DynamoDBDocumentClient.from(new DynamoDBClient({ ...LOCAL, endpoint: inject('localStack').endpoints.dynamodb }), {
        marshallOptions: { removeUndefinedValues: true },
      }),
    commands: [
      GetCommand,
      BatchGetCommand,
      QueryCommand,
      PutCommand,
      UpdateCommand,
      DeleteCommand,
      TransactWriteCommand,
    ],
  },
  cognito: {
    app: () => cognito(),
    real: () => new CognitoIdentityProviderClient({ ...LOCAL, endpoint: inject('localStack').endpoints.cognito }),
    commands: [AdminCreateUserCommand, AdminSetUserPasswordCommand, AdminAddUserToGroupCommand, AdminDeleteUserCommand],
  },
  ses: {
    app: () => ses(),
    real: () => new SESClient({ ...LOCAL, endpoint: inject('localStack').endpoints.ses }),
    commands: [SendEmailCommand],
  },
} as const;

export interface Fault {
  /** How many calls failed so far. */
  failures(): number;
  restore(): void;
}

export function forceFault(
  service: keyof typeof services,
  failing: Command,
  error: Error,
  options: { times?: number } = {},
): Fault {
  const { app, real, commands } = services[service];
  const through = real() as { send(command: unknown): Promise<unknown> };
  const mock = mockClient(app() as never);
  let failures = 0;
  for (const command of commands as readonly Command[]) {
    mock.on(command as never).callsFake(async (input: unknown) => {
      if (command === failing && failures < (options.times ?? Infinity)) {
        failures += 1;
        throw error;
      }
      return through.send(new command(input));
    });
  }
  return { failures: () => failures, restore: () => mock.restore() };
}

/**
 * Holds every call of one kind of the app's SDK client for `ms` before it reaches the real
 * emulator: a service that has stalled and comes back (`release()` lets the held calls go at once).
 */
export function stall(service: keyof typeof services, stalled: Command, ms: number): Fault & { release(): void } {
  const { app, real, commands } = services[service];
  const through = real() as { send(command: unknown): Promise<unknown> };
  const mock = mockClient(app() as never);
  let held = 0;
  const waiting = new Set<() => void>();
  for (const command of commands as readonly Command[]) {
    mock.on(command as never).callsFake(async (input: unknown) => {
      if (command === stalled) {
        held += 1;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, ms);
          function done() {
            clearTimeout(timer);
            waiting.delete(done);
            resolve();
          }
          waiting.add(done);
        });
      }
      return through.send(new command(input));
    });
  }
  return {
    failures: () => held,
    release: () => [...waiting].forEach((go) => go()),
    restore: () => mock.restore(),
  };
}

/** An AWS service error as the SDK raises it. */
export function awsError(name: string, message = name): Error {
  return Object.assign(new Error(message), { name, $metadata: {} });
}

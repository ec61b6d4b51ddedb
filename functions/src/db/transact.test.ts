import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { resetEnvCache } from '../lib/env';
import { Replayed, transact, type TxStep } from './transact';

const cancel = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

const step = (name: string, onConditionFailed?: () => Error): TxStep => ({
  item: { Put: { TableName: 't', Item: { pk: name, sk: name } } },
  onConditionFailed,
});

describe('transact', () => {
  let dynamo: ReturnType<typeof mockClient>;
  beforeEach(() => {
    process.env.TABLE_NAME = 't';
    resetEnvCache();
    dynamo = mockClient(DynamoDBDocumentClient);
  });
  afterEach(() => dynamo.restore());

  it('retries a transaction DynamoDB cancelled for a conflict, and sends the same items', async () => {
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(cancel('None', 'TransactionConflict'))
      .rejectsOnce(cancel('TransactionConflict', 'None'))
      .resolves({});
    await transact([step('a'), step('b')], { baseDelayMs: 1 });
    const calls = dynamo.commandCalls(TransactWriteCommand);
    expect(calls).toHaveLength(3);
    expect(calls[2]!.args[0].input).toEqual(calls[0]!.args[0].input);
  });

  it('gives up after the last attempt', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancel('TransactionConflict'));
    await expect(transact([step('a')], { attempts: 3, baseDelayMs: 1 })).rejects.toThrow('Transaction cancelled');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(3);
  });

  it('turns a failed condition into the domain error of that item, without retrying', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancel('None', 'ConditionalCheckFailed'));
    const error = await transact([
      step('a', () => new Error('first')),
      step('b', () => new Error('no sessions left')),
    ]).catch((e) => e);
    expect(error.message).toBe('no sessions left');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('reports a replay before any other failed condition', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancel('ConditionalCheckFailed', 'ConditionalCheckFailed'));
    const error = await transact([
      step('a', () => new Error('no sessions left')),
      step('b', () => new Replayed('x')),
    ]).catch((e) => e);
    expect(error).toBeInstanceOf(Replayed);
  });

  it('passes other errors through', async () => {
    dynamo.on(TransactWriteCommand).rejects(new Error('network down'));
    await expect(transact([step('a')])).rejects.toThrow('network down');
  });
});

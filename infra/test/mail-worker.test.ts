import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@app/functions/routes';
import { functionAndStatements, unbundledTemplate } from './support/template';

const DESCRIPTION = 'Delivers the mail outbox (stream: new mail; schedule: retries)';

/** The mail outbox's worker as the stack provisions it (synthesized without bundling). */
describe('the mail worker in the stack', () => {
  let template: Template;
  let functionId: string;
  let statements: any[];
  beforeAll(() => {
    template = unbundledTemplate('MailWorker');
    ({ functionId, statements } = functionAndStatements(template, DESCRIPTION));
  });

  it('gives the table a stream of keys only (no mail text travels through it)', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      StreamSpecification: { StreamViewType: 'KEYS_ONLY' },
    });
  });

  it('is woken by the stream, for newly written outbox mails only', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: functionId },
      StartingPosition: 'LATEST',
      MaximumRetryAttempts: 3,
      FilterCriteria: {
        Filters: [
          {
            Pattern: JSON.stringify({
              eventName: ['INSERT'],
              dynamodb: { Keys: { pk: { S: [{ prefix: 'MAIL#' }] } } },
            }),
          },
        ],
      },
    });
  });

  it('runs every minute for the retries', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [functionId, 'Arn'] } })],
    });
  });

  it('may only query the due index, write outbox mails, read what a notice says, and send as the school', () => {
    const table = statements.find((statement) => JSON.stringify(statement.Action).includes('dynamodb:Query'));
    expect(table.Action).toEqual(['dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:PutItem']);
    expect(table.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['MAIL_DUE', 'MAIL#*'] } });
    const notice = statements.find((statement) => JSON.stringify(statement.Action).includes('dynamodb:BatchGetItem'));
    expect(notice.Condition).toEqual({
      'ForAllValues:StringLike': {
        'dynamodb:LeadingKeys': ['BOOKING#*', 'COURSE#*', 'STUDENT#*', 'NOTICE#*', 'SUPPRESSED#*'],
      },
    });
    const ses = statements.find((statement) => statement.Action === 'ses:SendEmail');
    expect(ses).toBeDefined();
    const actions = statements.flatMap((statement) => [statement.Action].flat());
    // The stream's read actions are the event source's own (on the stream's ARN).
    const streamActions = [
      'dynamodb:DescribeStream',
      'dynamodb:GetRecords',
      'dynamodb:GetShardIterator',
      'dynamodb:ListStreams',
    ];
    expect(
      actions.filter((action: string) => action.startsWith('dynamodb:') && !streamActions.includes(action)),
    ).toEqual([
      'dynamodb:Query',
      'dynamodb:UpdateItem',
      'dynamodb:PutItem',
      'dynamodb:GetItem',
      'dynamodb:BatchGetItem',
      'dynamodb:PutItem',
    ]);
  });

  it('is the only sender: the operations that queue mail are not allowed to send it', () => {
    const queueing = routes.filter((route) => route.uses?.includes('mail'));
    expect(queueing.length).toBeGreaterThan(5);
    for (const route of queueing) {
      expect(route.uses, route.key).not.toContain('ses');
      expect(route.leadingKeys ?? ['*'], route.key).toContain('MAIL#*');
      expect(route.table, route.key).toContain('PutItem');
    }
  });
});

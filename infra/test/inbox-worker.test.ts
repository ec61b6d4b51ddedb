import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@app/functions/routes';
import { functionAndStatements, unbundledTemplate } from './support/template';

const DESCRIPTION = 'Processes the webhook inbox (stream: new deliveries; schedule: sweep)';

/** The webhook inbox's worker as the stack provisions it (synthesized without bundling). */
describe('the webhook inbox worker in the stack', () => {
  let template: Template;
  let functionId: string;
  let statements: any[];
  beforeAll(() => {
    template = unbundledTemplate('InboxWorker');
    ({ functionId, statements } = functionAndStatements(template, DESCRIPTION));
  });

  it('is started by the stream for newly stored deliveries only, in batches, retried then left to the sweep', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: functionId },
      StartingPosition: 'LATEST',
      BatchSize: 10,
      ParallelizationFactor: 2,
      MaximumRetryAttempts: 3,
      BisectBatchOnFunctionError: true,
      FilterCriteria: {
        Filters: [
          {
            Pattern: JSON.stringify({
              eventName: ['INSERT'],
              dynamodb: { Keys: { pk: { S: [{ prefix: 'INBOX#' }] } } },
            }),
          },
        ],
      },
    });
  });

  it('sweeps every 5 minutes', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [functionId, 'Arn'] } })],
    });
  });

  it('may apply booking events and query only the list of waiting deliveries; it sends no mail', () => {
    const write = statements.find((statement) => JSON.stringify(statement.Action).includes('dynamodb:PutItem'));
    expect(write.Action).toEqual([
      'dynamodb:GetItem',
      'dynamodb:Query',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
      'dynamodb:ConditionCheckItem',
    ]);
    expect(write.Condition['ForAllValues:StringLike']['dynamodb:LeadingKeys']).toEqual([
      'INBOX#*',
      'BOOKING#*',
      'COURSE#*',
      'EVENT#*',
      'LEDGER#*',
      'MAIL#*',
      'MONEY',
      'PCMD#*',
      'SCHEDULING',
      'ACTIVITY',
      'STUDENT#*',
      'SYSTEM',
      'TUTOR#*',
      'TUTOR_EMAIL#*',
      'UNMATCHED#*',
    ]);
    const query = statements.find((statement) => statement.Action === 'dynamodb:Query');
    expect(query.Condition).toEqual({ 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['INBOX#received'] } });
    expect(JSON.stringify(query.Resource)).toContain('/index/gsi2');
    const actions = statements.flatMap((statement) => [statement.Action].flat() as string[]);
    expect(actions.some((action) => action.startsWith('ses:'))).toBe(false);
    expect(actions).toEqual(expect.arrayContaining(['secretsmanager:GetSecretValue']));
  });

  it('leaves the webhook route one write: the inbox record', () => {
    const webhook = routes.find((route) => route.key === 'POST /api/webhooks/calendly')!;
    expect(webhook.table).toEqual(['GetItem', 'PutItem']);
    expect(webhook.leadingKeys).toEqual(['INBOX#*']);
    expect(webhook.uses).toEqual(['secrets']);
  });
});

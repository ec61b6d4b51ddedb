import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { unbundledTemplate } from './support/template';

/** The lesson-reminder schedule as the stack provisions it (synthesized without bundling). */
describe('lesson reminders in the stack', () => {
  let template: Template;
  let functionId: string;
  beforeAll(() => {
    template = unbundledTemplate('Reminders');
    functionId = Object.keys(
      template.findResources('AWS::Lambda::Function', {
        Properties: { Description: 'Sends the lesson reminders that are due' },
      }),
    )[0]!;
  });

  it('runs the reminder function every 5 minutes', () => {
    expect(functionId).toBeDefined();
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      Targets: Match.arrayWith([Match.objectLike({ Arn: { 'Fn::GetAtt': [functionId, 'Arn'] } })]),
    });
  });

  it('lets it read, query the reminder index and update bookings, and send mail: no Scan', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy.Properties.Roles).includes(functionId.replace(/[0-9A-F]{8}$/, '')),
    );
    const statements = policies.flatMap((policy) => policy.Properties.PolicyDocument.Statement as any[]);
    const actions = statements.flatMap((statement) => [statement.Action].flat());
    expect(actions.filter((action: string) => action.startsWith('dynamodb:')).sort()).toEqual([
      'dynamodb:BatchGetItem',
      // Whether the student's address is still mailed (a bounce or complaint stops reminders too).
      'dynamodb:GetItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
    expect(actions).toContain('ses:SendEmail');
    expect(JSON.stringify(statements)).toContain('/index/gsi1');
    expect(JSON.stringify(statements)).not.toContain('/index/*');
  });
});

import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { NestedStack } from 'aws-cdk-lib';
import {
  holderOf,
  mergedTemplate,
  nestedStackId,
  stackTemplates,
  unbundledStack,
  type StackTemplate,
  functionAndStatements,
} from './support/template';

/** The data migrations as the stack provisions them (synthesized without bundling). */
describe('data migrations in the stack', () => {
  /** Every resource, wherever it lives (the API's functions are in nested stacks). */
  let template: Template;
  let templates: StackTemplate[];
  let functionId: string;
  let statements: any[];
  beforeAll(() => {
    const stack = unbundledStack('Migrations');
    template = mergedTemplate(stack);
    templates = stackTemplates(stack);
    ({ functionId, statements } = functionAndStatements(
      template,
      'Applies the data migrations the table has not had yet',
    ));
  });

  it('has a migrations function on the table, with time for a long migration', () => {
    expect(functionId).toBeDefined();
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Applies the data migrations the table has not had yet',
      Runtime: 'nodejs22.x',
      Timeout: 600,
      Environment: { Variables: Match.objectLike({ TABLE_NAME: Match.anyValue() }) },
    });
  });

  it('invokes it during the deployment through a trigger, on the version deployed', () => {
    const triggers = template.findResources('Custom::Trigger');
    expect(Object.keys(triggers)).toHaveLength(1);
    const trigger = Object.values(triggers)[0]!;
    expect(trigger.Properties.HandlerArn).toEqual({ Ref: expect.stringMatching(/^MigrationsFunctionCurrentVersion/) });
    expect(trigger.Properties.InvocationType).toBe('RequestResponse');
    expect(Number(trigger.Properties.Timeout)).toBeGreaterThan(600_000);
  });

  it('runs only after the table and every function that writes to it are in place', () => {
    const trigger = Object.values(template.findResources('Custom::Trigger'))[0]!;
    const dependsOn = trigger.DependsOn as string[];
    const tableId = Object.keys(template.findResources('AWS::DynamoDB::GlobalTable'))[0]!;
    expect(dependsOn).toContain(tableId);
    const writers = Object.entries(template.findResources('AWS::Lambda::Function'))
      .filter(([, fn]) => JSON.stringify(fn.Properties.Environment ?? {}).includes('TABLE_NAME'))
      .map(([id]) => id)
      .filter((id) => id !== functionId);
    expect(writers.length).toBeGreaterThan(10);
    for (const writer of writers) {
      // A function in a nested stack is in place once its nested stack (in the main stack) is.
      let holder = holderOf(templates, writer).stack;
      let dependency = writer;
      while (NestedStack.isNestedStack(holder)) {
        dependency = nestedStackId(holder);
        holder = holder.nestedStackParent!;
      }
      expect(dependsOn, writer).toContain(dependency);
    }
  });

  it("lets it read and write only the migration records and what the migrations declare: no Scan, gsi1 and a student's bookings on gsi3 only", () => {
    const dynamodb = statements.filter((statement) =>
      [statement.Action].flat().some((action: string) => action.startsWith('dynamodb:')),
    );
    const actions = [...new Set(dynamodb.flatMap((statement) => [statement.Action].flat()))].sort();
    expect(actions).toEqual([
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
    const leadingKeys = dynamodb.flatMap((statement) => {
      const condition =
        statement.Condition?.['ForAllValues:StringEquals'] ?? statement.Condition?.['ForAllValues:StringLike'];
      expect(condition?.['dynamodb:LeadingKeys'], JSON.stringify(statement)).toBeDefined();
      return condition['dynamodb:LeadingKeys'] as string[];
    });
    expect(leadingKeys.sort()).toEqual([
      'ACCOUNT#*',
      'ACCOUNT#*',
      'ACTIVITY',
      'ACTIVITY#admin',
      'ACTIVITY#booking',
      'ACTIVITY#certificate',
      'ACTIVITY#course',
      'ACTIVITY#lead',
      'ACTIVITY#mail',
      'ACTIVITY#package',
      'ACTIVITY#package_request',
      'ACTIVITY#refund_request',
      'ACTIVITY#scheduling',
      'ACTIVITY#student',
      'ACTIVITY#tutor',
      'ACTIVITY#webhook_delivery',
      'BOOKING#*',
      'COURSE#*',
      'COURSE#*',
      'COURSES',
      'LEAD#*',
      'LEADS',
      'LEDGER#*',
      'MONEY',
      'REQUEST#*',
      'REQUESTS',
      'RETENTION#LEAD#*',
      'SEARCH#*',
      'STUDENT#*',
      'STUDENT#*',
      'STUDENT#*',
      'STUDENT#*#BOOKINGS',
      'STUDENTS',
      'SYSTEM',
    ]);
    // Queries on the gsi1 lists, and on a student's partition by its key; items only through their keys.
    const queries = dynamodb.filter((statement) => [statement.Action].flat().includes('dynamodb:Query'));
    expect(JSON.stringify(queries[0].Resource)).toContain('/index/gsi1');
    // The other Queries: a student's own partitions (their balances, their ledger), on the table
    // itself, and a student's list of bookings on gsi3.
    expect(queries.slice(1).map((statement) => statement.Condition)).toEqual([
      { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['LEDGER#*', 'STUDENT#*'] } },
      { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['STUDENT#*#BOOKINGS'] } },
    ]);
    expect(JSON.stringify(queries[2].Resource)).toContain('/index/gsi3');
    expect(JSON.stringify(dynamodb)).not.toContain('/index/*');
    expect(statements.flatMap((statement) => [statement.Action].flat())).not.toContain('ses:SendEmail');
  });
});

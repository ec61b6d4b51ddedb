import { Duration } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sources from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { jobFunction } from './job-function';

export interface LeadRetentionProps {
  table: dynamodb.ITableV2;
}

/**
 * Leads never converted are deleted after the retention period the privacy policy states. Each
 * lead has a small clock item (`RETENTION#LEAD#<id>`) whose TTL is the end of that period; when
 * DynamoDB's TTL removes it, the table's stream (filtered here to removals by the service of those
 * keys) starts this function, which deletes the lead with its counters in one transaction. Its
 * role may read and delete leads and write the counters and the activity entry; nothing else.
 */
export class LeadRetention extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: LeadRetentionProps) {
    super(scope, id);
    this.function = jobFunction(this, {
      handler: 'events/expire-leads',
      description: 'Deletes leads whose retention period is over (stream: TTL removals of their clocks)',
      table: props.table,
      timeout: Duration.seconds(60),
    });
    this.function.addToRolePolicy(
      new iam.PolicyStatement({
        actions: [
          'dynamodb:GetItem',
          'dynamodb:DeleteItem',
          'dynamodb:UpdateItem',
          'dynamodb:PutItem',
          'dynamodb:Query',
        ],
        resources: [props.table.tableArn],
        conditions: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['LEAD#*', 'SEARCH#*', 'SYSTEM', 'ACTIVITY'] },
        },
      }),
    );
    this.function.addEventSource(
      new sources.DynamoEventSource(props.table, {
        startingPosition: lambda.StartingPosition.LATEST,
        batchSize: 25,
        maxBatchingWindow: Duration.seconds(5),
        retryAttempts: 3,
        bisectBatchOnError: true,
        filters: [
          lambda.FilterCriteria.filter({
            eventName: lambda.FilterRule.isEqual('REMOVE'),
            userIdentity: {
              type: lambda.FilterRule.isEqual('Service'),
              principalId: lambda.FilterRule.isEqual('dynamodb.amazonaws.com'),
            },
            dynamodb: { Keys: { pk: { S: lambda.FilterRule.beginsWith('RETENTION#LEAD#') } } },
          }),
        ],
      }),
    );
  }
}

import { Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { routes, type Route } from '@app/functions/routes';
import { OperationFunction } from './operation-function';

export interface ApiProps {
  table: dynamodb.ITableV2;
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  senderEmail: string;
  businessInbox: string;
  sesIdentityArn: string;
}

/** The HTTP API: one route and one Lambda per route-table row, the JWT authorizer on every non-public route. */
export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly functions = new Map<string, OperationFunction>();

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new apigw.HttpApi(this, 'HttpApi', { createDefaultStage: false });
    const stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: 50, burstLimit: 100 },
    });
    // Public forms get a much lower ceiling than the rest; the per-IP limit in the handlers comes on top.
    (stage.node.defaultChild as apigw.CfnStage).routeSettings = Object.fromEntries(
      routes
        .filter((route) => route.access === 'public' && route.method !== 'GET')
        .map((route) => [`${route.method} ${route.path}`, { ThrottlingRateLimit: 5, ThrottlingBurstLimit: 20 }]),
    );
    const region = Stack.of(this).region;
    const authorizer = new HttpJwtAuthorizer(
      'CognitoAuthorizer',
      `https://cognito-idp.${region}.amazonaws.com/${props.userPool.userPoolId}`,
      { jwtAudience: [props.userPoolClient.userPoolClientId] },
    );

    for (const route of routes) {
      const fn = new OperationFunction(this, functionId(route), route, environmentFor(route, props));
      grant(fn, route, props);
      this.functions.set(`${route.method} ${route.path}`, fn);
      this.httpApi.addRoutes({
        path: route.path,
        methods: [route.method as apigw.HttpMethod],
        integration: new HttpLambdaIntegration(`${functionId(route)}Integration`, fn),
        authorizer: route.access === 'public' ? undefined : authorizer,
      });
    }
  }
}

function functionId(route: Route): string {
  return route.handler
    .split(/[/-]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

function environmentFor(route: Route, props: ApiProps): Record<string, string> {
  return {
    TABLE_NAME: props.table.tableName,
    ...(route.uses?.includes('cognito') ? { USER_POOL_ID: props.userPool.userPoolId } : {}),
    ...(route.uses?.includes('ses') ? { SENDER_EMAIL: props.senderEmail, BUSINESS_INBOX: props.businessInbox } : {}),
  };
}

/** Least privilege: reads for GET, read-write otherwise; Cognito and SES only where the row says so. */
function grant(fn: OperationFunction, route: Route, props: ApiProps): void {
  if (route.method === 'GET') props.table.grantReadData(fn);
  else props.table.grantReadWriteData(fn);
  if (route.uses?.includes('cognito')) {
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: [
          'cognito-idp:AdminCreateUser',
          'cognito-idp:AdminSetUserPassword',
          'cognito-idp:AdminAddUserToGroup',
          'cognito-idp:AdminRemoveUserFromGroup',
          'cognito-idp:AdminDeleteUser',
          'cognito-idp:AdminGetUser',
          'cognito-idp:AdminUpdateUserAttributes',
          'cognito-idp:ListUsersInGroup',
        ],
        resources: [props.userPool.userPoolArn],
      }),
    );
  }
  if (route.uses?.includes('ses')) {
    fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['ses:SendEmail'], resources: [props.sesIdentityArn] }));
  }
}

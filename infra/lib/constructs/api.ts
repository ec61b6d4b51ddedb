import { Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { routes, type Route } from '@app/functions/routes';
import { CERTIFICATE_PDF_HANDLER, OperationFunction } from './operation-function';

export interface ApiProps {
  table: dynamodb.ITableV2;
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  senderEmail: string;
  businessInbox: string;
  sesIdentityArn: string;
  /** The site's public address, for links in e-mails. */
  siteUrl: string;
  calendlySigningKey: secretsmanager.ISecret;
  bookingReferenceKey: secretsmanager.ISecret;
  /** The value CloudFront sends in the origin-verify header; every function reads it. */
  originVerifySecret: secretsmanager.ISecret;
  /** The one-time code the first super admin enters; only the setup operations read it. */
  setupCode: secretsmanager.ISecret;
}

/** The operations that read the one-time setup code. */
export const SETUP_ROUTES: readonly string[] = ['GET /api/setup/status', 'POST /api/setup'];

/** API Gateway throttling per route-table `throttle` value (requests per second / burst). */
export const ROUTE_THROTTLES = {
  form: { ThrottlingRateLimit: 5, ThrottlingBurstLimit: 20 },
  webhook: { ThrottlingRateLimit: 25, ThrottlingBurstLimit: 100 },
  // Work per request (a PDF rendered on a 1024 MB function), reachable by anyone holding a code.
  render: { ThrottlingRateLimit: 5, ThrottlingBurstLimit: 10 },
} as const;

/** The HTTP API: one route and one Lambda per route-table row, the JWT authorizer on every non-public route. */
export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly functions = new Map<string, OperationFunction>();
  readonly routes = new Map<string, apigw.HttpRoute>();

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new apigw.HttpApi(this, 'HttpApi', { createDefaultStage: false });
    const stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: 50, burstLimit: 100 },
      // One JSON line per request with its request id, which our own logs and 500 answers carry too.
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(
          new logs.LogGroup(this, 'AccessLogs', { retention: logs.RetentionDays.THREE_MONTHS }),
        ),
        format: apigateway.AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
    // Each row says how it is throttled: public forms get a low ceiling (the per-address limit in
    // the handlers comes on top); the scheduling webhook a higher one, as retries come in bursts.
    (stage.node.defaultChild as apigw.CfnStage).routeSettings = Object.fromEntries(
      routes.flatMap((route) =>
        route.throttle ? [[`${route.method} ${route.path}`, ROUTE_THROTTLES[route.throttle]]] : [],
      ),
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
      const [httpRoute] = this.httpApi.addRoutes({
        path: route.path,
        methods: [route.method as apigw.HttpMethod],
        integration: new HttpLambdaIntegration(`${functionId(route)}Integration`, fn),
        authorizer: route.access === 'public' ? undefined : authorizer,
      });
      this.routes.set(`${route.method} ${route.path}`, httpRoute!);
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
    ORIGIN_VERIFY_SECRET_ARN: props.originVerifySecret.secretArn,
    ...(route.cognito?.length ? { USER_POOL_ID: props.userPool.userPoolId } : {}),
    ...(isSetupRoute(route) ? { SETUP_CODE_SECRET_ARN: props.setupCode.secretArn } : {}),
    ...(route.uses?.includes('ses') ? { SENDER_EMAIL: props.senderEmail } : {}),
    // A mail's text names the business inbox and links to the site, whoever sends it.
    ...(route.uses?.includes('ses') || route.uses?.includes('mail')
      ? { BUSINESS_INBOX: props.businessInbox, SITE_URL: props.siteUrl }
      : {}),
    // The certificate prints its verification address.
    ...(route.handler === CERTIFICATE_PDF_HANDLER ? { SITE_URL: props.siteUrl } : {}),
    ...(route.uses?.includes('secrets')
      ? {
          CALENDLY_SIGNING_KEY_SECRET_ARN: props.calendlySigningKey.secretArn,
          BOOKING_REFERENCE_KEY_SECRET_ARN: props.bookingReferenceKey.secretArn,
        }
      : {}),
  };
}

function isSetupRoute(route: Route): boolean {
  return SETUP_ROUTES.includes(`${route.method} ${route.path}`);
}

/**
 * Least privilege: exactly the row's DynamoDB actions (the indexes only for a row that queries
 * them: a row that lists its partition keys never does), its partition keys when the row lists them) and Cognito actions; SES and the secrets only
 * where the row says so. Nothing grants Scan or BatchWriteItem.
 */
function grant(fn: OperationFunction, route: Route, props: ApiProps): void {
  const tableArn = props.table.tableArn;
  if (route.table.length > 0) {
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: route.table.map((action) => `dynamodb:${action}`),
        resources: route.table.includes('Query') && !route.leadingKeys ? [tableArn, `${tableArn}/index/*`] : [tableArn],
        // IAM's StringLike treats `*` as a wildcard, so the row's prefixes ('RATE#*') map as they are.
        conditions: route.leadingKeys
          ? { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...route.leadingKeys] } }
          : undefined,
      }),
    );
  }
  if (route.cognito?.length) {
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: route.cognito.map((action) => `cognito-idp:${action}`),
        resources: [props.userPool.userPoolArn],
      }),
    );
  }
  props.originVerifySecret.grantRead(fn);
  if (isSetupRoute(route)) props.setupCode.grantRead(fn);
  if (route.uses?.includes('secrets')) {
    props.calendlySigningKey.grantRead(fn);
    props.bookingReferenceKey.grantRead(fn);
  }
  if (route.uses?.includes('ses')) {
    fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['ses:SendEmail'], resources: [props.sesIdentityArn] }));
  }
}

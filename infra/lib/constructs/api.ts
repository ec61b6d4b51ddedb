import { CfnParameter, NestedStack, Stack } from 'aws-cdk-lib';
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
  /** The Calendly API token: read by the rows that call Calendly, written by the one that connects the account. */
  calendlyToken: secretsmanager.ISecret;
  /** The value CloudFront sends in the origin-verify header; every function reads it. */
  originVerifySecret: secretsmanager.ISecret;
  /** The one-time code the first super admin enters; only the setup operations read it. */
  setupCode: secretsmanager.ISecret;
  /** The rows to serve: the route table (functions/src/routes.ts) unless a test gives others. */
  routes?: readonly Route[];
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

/**
 * At most this many rows in one nested stack. Each row costs it 7 resources (function, role,
 * policy, log group, integration, route, permission): 280 at most, against CloudFormation's 500
 * per template (the infra tests keep every template under 400, with room for new rows).
 */
export const MAX_ROUTES_PER_STACK = 40;

/** The logical id of the table's ARN in each routes stack (a parameter; the nag acknowledgements name it). */
export const TABLE_ARN_PARAMETER = 'TableArn';

/**
 * The feature area of a row, from its handler's folder: `Student` for the student's own routes
 * (`me/`, `/api/me`), one area per back-office folder (`admin-leads/` → `AdminLeads`), and
 * `Public` for the public site (catalogue, forms, sign-up, setup, the scheduling webhook).
 */
export function apiArea(route: Pick<Route, 'handler'>): string {
  const folder = route.handler.split('/')[0]!;
  if (folder === 'me') return 'Student';
  if (folder.startsWith('admin-')) return pascalCase(folder);
  return 'Public';
}

/**
 * The nested stacks the rows go into, by name, each with its rows in route-table order: one per
 * feature area; an area with more than MAX_ROUTES_PER_STACK rows continues in `<Area>2`, `<Area>3`…
 * Keep each area under the cap (split its handler folder): a row that moves from one stack to
 * another is created in the new one before it is deleted from the old one, and API Gateway refuses
 * a second route with the same key, which fails that deployment.
 */
export function apiStacks(table: readonly Route[]): Map<string, Route[]> {
  const byArea = new Map<string, Route[]>();
  for (const route of table) {
    const area = apiArea(route);
    byArea.set(area, [...(byArea.get(area) ?? []), route]);
  }
  const stacks = new Map<string, Route[]>();
  for (const [area, rows] of byArea) {
    for (let start = 0; start < rows.length; start += MAX_ROUTES_PER_STACK) {
      const part = start / MAX_ROUTES_PER_STACK;
      stacks.set(part === 0 ? area : `${area}${part + 1}`, rows.slice(start, start + MAX_ROUTES_PER_STACK));
    }
  }
  return stacks;
}

/**
 * One feature area's functions, routes, integrations and permissions, in a nested stack of its own,
 * so that no template nears CloudFormation's 500 resources however many rows the table gets.
 */
export class ApiRoutesStack extends NestedStack {
  /** The table's ARN, passed in as the parameter TABLE_ARN_PARAMETER. */
  readonly tableArn: string;

  constructor(scope: Construct, id: string, props: { description: string; tableArn: string }) {
    super(scope, id, { description: props.description, parameters: { [TABLE_ARN_PARAMETER]: props.tableArn } });
    this.tableArn = new CfnParameter(this, TABLE_ARN_PARAMETER, {
      type: 'String',
      description: "The table's ARN",
    }).valueAsString;
  }
}

/**
 * The HTTP API: one route and one Lambda per route-table row, the JWT authorizer on every non-public
 * route. The API, its stage (throttles, access logs) and the authorizer are here, in the main stack;
 * each row's function, role, log group, integration, route and permission are in its feature area's
 * nested stack (apiStacks), so adding a row to the table needs no change here.
 */
export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  /** The rows this API serves: the route table (functions/src/routes.ts) unless the props give others. */
  readonly routeTable: readonly Route[];
  /** Each row's function, by route key. */
  readonly functions = new Map<string, OperationFunction>();
  /** Each row's route, by route key. */
  readonly routes = new Map<string, apigw.HttpRoute>();
  /** The nested stacks holding the rows, by name (apiStacks). */
  readonly stacks = new Map<string, ApiRoutesStack>();

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.routeTable = props.routes ?? routes;
    this.httpApi = new apigw.HttpApi(this, 'HttpApi', { createDefaultStage: false });
    this.stage = new apigw.HttpStage(this, 'DefaultStage', {
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
    (this.stage.node.defaultChild as apigw.CfnStage).routeSettings = Object.fromEntries(
      this.routeTable.flatMap((route) =>
        route.throttle ? [[`${route.method} ${route.path}`, ROUTE_THROTTLES[route.throttle]]] : [],
      ),
    );
    const region = Stack.of(this).region;
    // Made in the main stack, beside the API, when the first route binds it.
    const authorizer = new HttpJwtAuthorizer(
      'CognitoAuthorizer',
      `https://cognito-idp.${region}.amazonaws.com/${props.userPool.userPoolId}`,
      { jwtAudience: [props.userPoolClient.userPoolClientId] },
    );

    const ids = functionIds(this.routeTable);
    const service = Stack.of(this).stackName;
    for (const [name, rows] of apiStacks(this.routeTable)) {
      const stack = new ApiRoutesStack(this, name, {
        description: `The ${service} API's ${name} routes: their functions, roles, logs and permissions`,
        tableArn: props.table.tableArn,
      });
      this.stacks.set(name, stack);
      for (const route of rows) {
        const key = `${route.method} ${route.path}`;
        const fnId = ids.get(route)!;
        const fn = new OperationFunction(stack, fnId, route, environmentFor(route, props));
        grant(fn, route, props, stack.tableArn);
        this.functions.set(key, fn);
        const httpRoute = new apigw.HttpRoute(stack, `${fnId}Route`, {
          httpApi: this.httpApi,
          routeKey: apigw.HttpRouteKey.with(route.path, route.method as apigw.HttpMethod),
          // The permission it adds lets only this API invoke the function, on this route's path.
          integration: new HttpLambdaIntegration(`${fnId}Integration`, fn),
          authorizer: route.access === 'public' ? undefined : authorizer,
        });
        this.routes.set(key, httpRoute);
      }
      // The stage's route settings name routes: API Gateway refuses a setting for a route that
      // does not exist yet, so the stage is created (and updated) after every routes stack.
      this.stage.node.addDependency(stack);
    }
  }
}

const pascalCase = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/**
 * Each row's construct id: its handler's name (`me/get-me` → `MeGetMe`), which its function's
 * logical ids and log group name start with. A handler serving more than one row keeps that id for
 * its first row; the others add their method and path.
 */
function functionIds(table: readonly Route[]): Map<Route, string> {
  const ids = new Map<Route, string>();
  const taken = new Set<string>();
  for (const route of table) {
    let id = pascalCase(route.handler);
    if (taken.has(id)) id += pascalCase(`${route.method.toLowerCase()} ${route.path}`);
    if (taken.has(id)) throw new Error(`Two rows of the route table are ${route.method} ${route.path}`);
    taken.add(id);
    ids.set(route, id);
  }
  return ids;
}

function environmentFor(route: Route, props: ApiProps): Record<string, string> {
  return {
    TABLE_NAME: props.table.tableName,
    ORIGIN_VERIFY_SECRET_ARN: props.originVerifySecret.secretArn,
    // In AWS a super admin uses the back office only with two-factor sign-in set up.
    ...(route.access === 'admin' || route.access === 'super_admin' ? { SUPER_ADMIN_TWO_FACTOR: 'required' } : {}),
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
    // Calling Calendly: the token's secret, and the site's address (the webhook's callback, links in reasons).
    ...(route.uses?.includes('calendly')
      ? { CALENDLY_API_TOKEN_SECRET_ARN: props.calendlyToken.secretArn, SITE_URL: props.siteUrl }
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
function grant(fn: OperationFunction, route: Route, props: ApiProps, tableArn: string): void {
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
  if (route.uses?.includes('calendly')) props.calendlyToken.grantRead(fn);
  if (route.uses?.includes('calendly_connect')) props.calendlyToken.grantWrite(fn);
  if (route.uses?.includes('ses')) {
    fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['ses:SendEmail'], resources: [props.sesIdentityArn] }));
  }
}

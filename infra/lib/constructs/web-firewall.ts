import { Stack, Token } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/** Requests one address may make in five minutes: anywhere on the site, and API writes. */
export const WAF_RATE_LIMITS = { site: 500, apiWrites: 100 } as const;

const FIVE_MINUTES = 300;
/** Where the scheduling webhooks are (left out of the per-address limits). */
const WEBHOOK_PATHS = '/api/webhooks/';

/**
 * The optional web ACL in front of CloudFront (context flag `waf`): per-address rate limits, every
 * other request allowed, metrics and samples in CloudWatch. A CLOUDFRONT-scope web ACL exists only
 * in us-east-1, so the stack must be deployed there to use it.
 */
export class WebFirewall extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const region = Stack.of(this).region;
    if (!Token.isUnresolved(region) && region !== 'us-east-1') {
      throw new Error(
        `The WAF (-c waf=true) protects CloudFront and must be created in us-east-1; this stack is in ${region}. ` +
          'Deploy the stack to us-east-1 or leave the flag off.',
      );
    }
    const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
      metricName,
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
    });
    const match = (
      fieldToMatch: wafv2.CfnWebACL.FieldToMatchProperty,
      positionalConstraint: string,
      searchString: string,
    ): wafv2.CfnWebACL.StatementProperty => ({
      byteMatchStatement: {
        fieldToMatch,
        positionalConstraint,
        searchString,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    });

    // The scheduling service's deliveries come from a few addresses in bursts (a week rescheduled):
    // a per-address limit would refuse them, and refused deliveries end in a disabled subscription.
    // They are checked by their signature (a cheap 401) and throttled by API Gateway instead.
    const notWebhook = { notStatement: { statement: match({ uriPath: {} }, 'STARTS_WITH', WEBHOOK_PATHS) } };

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('WebAcl'),
      rules: [
        {
          name: 'ApiWritesPerAddress',
          priority: 0,
          action: { block: {} },
          visibilityConfig: visibility('ApiWritesPerAddress'),
          statement: {
            rateBasedStatement: {
              limit: WAF_RATE_LIMITS.apiWrites,
              evaluationWindowSec: FIVE_MINUTES,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                andStatement: {
                  statements: [
                    match({ uriPath: {} }, 'STARTS_WITH', '/api/'),
                    match({ method: {} }, 'EXACTLY', 'POST'),
                    notWebhook,
                  ],
                },
              },
            },
          },
        },
        {
          name: 'RequestsPerAddress',
          priority: 1,
          action: { block: {} },
          visibilityConfig: visibility('RequestsPerAddress'),
          statement: {
            rateBasedStatement: {
              limit: WAF_RATE_LIMITS.site,
              evaluationWindowSec: FIVE_MINUTES,
              aggregateKeyType: 'IP',
              scopeDownStatement: notWebhook,
            },
          },
        },
      ],
    });
  }
}

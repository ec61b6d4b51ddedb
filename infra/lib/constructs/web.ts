import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER, VIEWER_IP_HEADER } from '@app/shared/http/errors';

export interface WebProps {
  httpApi: apigw.IHttpApi;
  /** The built frontend (frontend/dist). */
  assetsPath: string;
  /** Written to /config.json beside the app. */
  config: Record<string, string>;
  /** Sent to the API on every request; the API answers nothing without it. */
  originVerifySecret: secretsmanager.ISecret;
  /** ARN of a CLOUDFRONT-scope WAF web ACL to attach, if any. */
  webAclArn?: string;
}

/**
 * Private bucket behind CloudFront (origin access control), /api/* to the HTTP API, SPA fallback.
 * CloudFront's and the bucket's access logs go to a log bucket that keeps them 90 days.
 */
export class Web extends Construct {
  readonly distribution: cloudfront.Distribution;
  readonly bucket: s3.Bucket;
  readonly logBucket: s3.Bucket;
  readonly deployment: s3deploy.BucketDeployment;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const region = Stack.of(this).region;
    // CloudFront's standard logs are written with ACLs, so this bucket keeps object-writer ownership.
    this.logBucket = new s3.Bucket(this, 'Logs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    this.bucket = new s3.Bucket(this, 'Bucket', {
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3/',
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    // Paths without a file extension are app routes: serve index.html (API errors stay untouched,
    // unlike a distribution-wide 404 → index.html rule).
    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(
        "function handler(event) { var r = event.request; if (!r.uri.includes('.')) { r.uri = '/index.html'; } return r; }",
      ),
    });

    // The visitor's address for the API's per-address limits, set here so a client cannot forge it.
    const viewerIp = new cloudfront.Function(this, 'ViewerIp', {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(
        `function handler(event) { event.request.headers['${VIEWER_IP_HEADER}'] = { value: event.viewer.ip }; return event.request; }`,
      ),
    });

    const headers = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        xssProtection: { protection: true, modeBlock: true, override: true },
        contentSecurityPolicy: {
          override: true,
          // Scripts only from the site itself (the scheduling page is an iframe, no third-party
          // script); inline styles stay allowed because Chakra UI (emotion) injects styles at run
          // time. Images may come from any https address: admins give a course's cover photo as a URL.
          contentSecurityPolicy: [
            "default-src 'self'",
            "script-src 'self'",
            "style-src 'self' 'unsafe-inline'",
            `connect-src 'self' https://cognito-idp.${region}.amazonaws.com`,
            'frame-src https://calendly.com',
            "img-src 'self' data: https:",
            "font-src 'self'",
            "object-src 'none'",
            "frame-ancestors 'none'",
            "base-uri 'self'",
            "form-action 'self'",
          ].join('; '),
        },
      },
    });

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      defaultRootObject: 'index.html',
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          // The secret header proves a request came through CloudFront. unsafeUnwrap() only writes a
          // {{resolve:secretsmanager:...}} reference into the template, never the value itself.
          origin: new origins.HttpOrigin(`${props.httpApi.apiId}.execute-api.${region}.amazonaws.com`, {
            customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret.secretValue.unsafeUnwrap() },
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Forwards every viewer header, Authorization included, but Host.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
          functionAssociations: [{ function: viewerIp, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });

    this.deployment = new s3deploy.BucketDeployment(this, 'Deploy', {
      destinationBucket: this.bucket,
      sources: [s3deploy.Source.asset(props.assetsPath), s3deploy.Source.jsonData('config.json', props.config)],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
  }
}

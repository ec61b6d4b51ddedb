import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as route53Targets from 'aws-cdk-lib/aws-route53-targets';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER, VIEWER_IP_HEADER } from '@app/shared/http/errors';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { contentSecurityPolicy } from '../csp';
import { PAGE_FUNCTION_PATHS } from '@app/shared/site/catalogue-source';
import { PageFunction } from './page-function';
import { readSiteRoutes, siteRoutingFunctionCode } from '../site-routing';

/** The school's own domain for the site. */
export interface SiteDomain {
  /** e.g. `www.school.org`. */
  domainName: string;
  /** ACM certificate covering `domainName`, in us-east-1 (the only region CloudFront takes). */
  certificateArn: string;
  /** When given, the A and AAAA alias records are created in this Route 53 zone. */
  hostedZoneId?: string;
  hostedZoneName?: string;
}

export interface WebProps {
  httpApi: apigw.IHttpApi;
  /** The built frontend (frontend/dist): prerendered pages, the SPA fallback, /assets, site-routes.json. */
  assetsPath: string;
  /** Its kept server build (frontend/dist-server), which the page function renders with. */
  serverBuildPath: string;
  /** The table the page function reads the catalogue from. */
  table: dynamodb.ITableV2;
  /** Written to /config.json beside the app. */
  config: Record<string, string>;
  /** Sent to the API on every request; the API answers nothing without it. */
  originVerifySecret: secretsmanager.ISecret;
  /** ARN of a CLOUDFRONT-scope WAF web ACL to attach, if any. */
  webAclArn?: string;
  /** The school's own domain: the distribution answers it, with its certificate. */
  domain?: SiteDomain;
  /**
   * Changed after the origin-verify secret is rotated: the API origin's headers change with it, so
   * CloudFormation updates the distribution and resolves the secret's new value into its header.
   */
  originSecretGeneration?: string;
}

/**
 * Private bucket behind CloudFront (origin access control), /api/* to the HTTP API, and the pages
 * of the school's data (PAGE_FUNCTION_PATHS: the catalogue, course pages, About, certificates' pages,
 * the sitemap) to the page function. A
 * viewer-request function answers every other path with its prerendered page, the SPA fallback or
 * the not-found page (infra/lib/site-routing.ts). Hashed files under /assets are cached for a year; pages and
 * /config.json are revalidated on every request. CloudFront compresses (brotli, gzip).
 * CloudFront's and the bucket's access logs go to a log bucket that keeps them 90 days.
 */
export class Web extends Construct {
  readonly distribution: cloudfront.Distribution;
  readonly bucket: s3.Bucket;
  readonly logBucket: s3.Bucket;
  /** Pages, /config.json and the other unhashed files (no-cache); deployed after `assetsDeployment`. */
  readonly deployment: s3deploy.BucketDeployment;
  /** /assets/*: content-hashed, cached for a year. */
  readonly assetsDeployment: s3deploy.BucketDeployment;
  /** Renders the pages of the school's data on request. */
  readonly pages: PageFunction;

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

    // Each path to the file that answers it: a prerendered page, the SPA fallback or the not-found
    // page. The lists come from the build (site-routes.json), so API errors stay untouched, unlike
    // a distribution-wide 404 → index.html rule.
    const siteRouting = new cloudfront.Function(this, 'SiteRouting', {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(siteRoutingFunctionCode(readSiteRoutes(props.assetsPath))),
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
        contentSecurityPolicy: { override: true, contentSecurityPolicy: contentSecurityPolicy(region) },
      },
    });

    // Pages and /config.json: CloudFront keeps a copy but asks S3 again on every request (the
    // files say Cache-Control: no-cache), so a deploy shows at once; caching is on so that
    // CloudFront may compress them.
    const pagesCachePolicy = new cloudfront.CachePolicy(this, 'PagesCachePolicy', {
      comment: 'Pages and config: revalidated on every request, compressed',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // /assets/*: file names carry their content's hash, so a name never changes content.
    const assetsCachePolicy = new cloudfront.CachePolicy(this, 'AssetsCachePolicy', {
      comment: 'Hashed assets: cached for a year, compressed',
      minTtl: Duration.days(1),
      defaultTtl: Duration.days(365),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const siteOrigin = origins.S3BucketOrigin.withOriginAccessControl(this.bucket);

    // The pages of the school's data, rendered on request and kept a minute (page-function.ts).
    this.pages = new PageFunction(this, 'Pages', {
      table: props.table,
      bucket: this.bucket,
      serverBuildPath: props.serverBuildPath,
    });
    const pageBehavior: cloudfront.BehaviorOptions = {
      origin: this.pages.origin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: this.pages.cachePolicy,
      compress: true,
      responseHeadersPolicy: headers,
    };

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      defaultRootObject: 'index.html',
      webAclId: props.webAclArn,
      ...(props.domain
        ? {
            domainNames: [props.domain.domainName],
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: pagesCachePolicy,
        compress: true,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: siteRouting, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        ...Object.fromEntries(PAGE_FUNCTION_PATHS.map((pattern) => [pattern, pageBehavior])),
        '/assets/*': {
          origin: siteOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: assetsCachePolicy,
          compress: true,
          responseHeadersPolicy: headers,
        },
        '/api/*': {
          // The secret header proves a request came through CloudFront. unsafeUnwrap() only writes a
          // {{resolve:secretsmanager:...}} reference into the template, never the value itself.
          origin: new origins.HttpOrigin(`${props.httpApi.apiId}.execute-api.${region}.amazonaws.com`, {
            customHeaders: {
              [ORIGIN_VERIFY_HEADER]: props.originVerifySecret.secretValue.unsafeUnwrap(),
              [`${ORIGIN_VERIFY_HEADER}-generation`]: props.originSecretGeneration ?? '1',
            },
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

    // The build, without what only the local server uses (precompressed copies: CloudFront
    // compresses by itself) or only this synth reads (site-routes.json).
    const site = s3deploy.Source.asset(props.assetsPath, { exclude: ['*.br', '*.gz', 'site-routes.json', '*.map'] });
    // Two deployments, one per Cache-Control, each syncing (and pruning) only its own files.
    // Old assets are kept (no pruning): a tab opened before a deploy still loads its chunks.
    this.assetsDeployment = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      destinationBucket: this.bucket,
      sources: [site],
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [
        s3deploy.CacheControl.setPublic(),
        s3deploy.CacheControl.maxAge(Duration.days(365)),
        s3deploy.CacheControl.immutable(),
      ],
    });
    this.deployment = new s3deploy.BucketDeployment(this, 'Deploy', {
      destinationBucket: this.bucket,
      sources: [site, s3deploy.Source.jsonData('config.json', props.config)],
      exclude: ['assets/*'],
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    // New pages go live only once the assets they reference are there; so does the page function
    // (its pages name the new build's files), and the invalidation of every path comes after it.
    this.deployment.node.addDependency(this.assetsDeployment);
    this.pages.function.node.addDependency(this.assetsDeployment);
    this.deployment.node.addDependency(this.pages.function);

    // The school's domain points at the distribution (IPv4 and IPv6) when its zone is in Route 53.
    if (props.domain?.hostedZoneId && props.domain.hostedZoneName) {
      const zone = route53.HostedZone.fromHostedZoneAttributes(this, 'Zone', {
        hostedZoneId: props.domain.hostedZoneId,
        zoneName: props.domain.hostedZoneName,
      });
      const target = route53.RecordTarget.fromAlias(new route53Targets.CloudFrontTarget(this.distribution));
      new route53.ARecord(this, 'AliasIpv4', { zone, recordName: props.domain.domainName, target });
      new route53.AaaaRecord(this, 'AliasIpv6', { zone, recordName: props.domain.domainName, target });
    }
  }
}

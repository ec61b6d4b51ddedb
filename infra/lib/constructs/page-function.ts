import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { FRESH_SECONDS, PAGE_SCRIPTS_PREFIX } from '@app/shared/site/catalogue-source';
import { jobFunction } from './job-function';
import { operationBundling } from './operation-function';

export interface PageFunctionProps {
  table: dynamodb.ITableV2;
  /** The site bucket: the scripts a rendered page moves out go under assets/ there. */
  bucket: s3.IBucket;
  /** The frontend's kept server build (frontend/dist-server), bundled into the function. */
  serverBuildPath: string;
}

/**
 * The page function: renders the pages made of the school's data (/courses, each course page,
 * /about, each certificate's verification page, /sitemap.xml) on request, from the table, with the
 * frontend's server build, so a course published, edited, unpublished or deleted (or a certificate
 * revoked) is right within a minute with no rebuild. CloudFront
 * reaches it through its function URL, signed with an origin access control (no one else can call
 * it), and keeps each answer `FRESH_SECONDS` (the function says so in Cache-Control).
 */
export class PageFunction extends Construct {
  readonly function: NodejsFunction;
  readonly origin: cloudfront.IOrigin;
  readonly cachePolicy: cloudfront.CachePolicy;

  constructor(scope: Construct, id: string, props: PageFunctionProps) {
    super(scope, id);
    this.function = jobFunction(this, {
      handler: 'site/render-page',
      description: 'Renders the catalogue, course, About and certificate pages and the sitemap from the table',
      table: props.table,
      // Above the server build's own limit on a render (11 s), so a slow render is answered 503.
      timeout: Duration.seconds(15),
      // React renders on the CPU, which grows with memory.
      memorySize: 1024,
      environment: { SITE_BUCKET: props.bucket.bucketName },
      bundling: {
        ...operationBundling,
        esbuildArgs: { '--alias:@app/server-build': props.serverBuildPath },
      },
    });
    // Reads: the published courses and their modules, the tutors shown on About, a certificate by code.
    this.function.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:Query', 'dynamodb:GetItem'],
        resources: [props.table.tableArn, `${props.table.tableArn}/index/*`],
      }),
    );
    // The scripts it moves out of a page, in their own folder beside the build's (which it cannot
    // touch), named by their content, written only if absent.
    this.function.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['s3:PutObject'],
        resources: [props.bucket.arnForObjects(`assets/${PAGE_SCRIPTS_PREFIX}*`)],
      }),
    );
    const url = this.function.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.AWS_IAM });
    this.origin = origins.FunctionUrlOrigin.withOriginAccessControl(url);
    this.cachePolicy = new cloudfront.CachePolicy(this, 'CachePolicy', {
      comment: `Pages of the school's data: kept as the page function says, at most ${FRESH_SECONDS} s, compressed`,
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(FRESH_SECONDS),
      maxTtl: Duration.seconds(FRESH_SECONDS),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
  }
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { deployConfig, DeployConfigError, type DeployConfig } from '../lib/deploy-config';
import { serverBuildBeside, TutoringStack } from '../lib/stacks/tutoring-stack';

/**
 * Context values (cdk.json, a stage file with -c stage=<name>, or -c name=value), checked by
 * lib/deploy-config.ts (a deploy refuses placeholders and empty values, naming them):
 *   senderEmail      address SES sends from (verified identity)          required
 *   businessInbox    where lead and contact notifications go            default: senderEmail
 *   trialBookingUrl  the free-trial scheduling page                      required
 *   siteUrl          the site's public address, for links in e-mails      required
 *   domainName       the school's own domain for the site                 optional
 *   certificateArn   its ACM certificate, requested in us-east-1          with domainName
 *   hostedZoneId,    its Route 53 zone: the stack then creates the        optional
 *   hostedZoneName   A/AAAA alias records
 *   webAssetsPath    built frontend (prerendered pages, SPA fallback,     default: frontend/dist
 *                    /assets, site-routes.json: `npm run build`)
 *   waf              true: rate-limiting WAF web ACL before CloudFront     default: false
 *                    (costs extra; the stack must then be in us-east-1)
 *   alarmEmail       where alarm e-mails go; comma-separated for several   default: none (the alarm
 *                    (each address confirms its subscription once)         topic has no subscriber)
 *   originSecretGeneration  raise by one after rotating the origin-verify secret  default: 1
 *   threatProtection audit: Cognito records risky sign-ins only; full: blocks  default: full
 *   stage            a file infra/stages/<stage>.json holding the values above
 *
 * Every synth runs the cdk-nag AwsSolutions checks: a finding not acknowledged with a reason in
 * lib/nag-suppressions.ts fails it.
 */
const app = new App();
const context = (name: string) => app.node.tryGetContext(name) as string | undefined;
// With AWS credentials the CLI knows the account: this synth is for a deploy.
let config: DeployConfig;
try {
  config = deployConfig((name) => app.node.tryGetContext(name), {
    deploying: Boolean(process.env.CDK_DEFAULT_ACCOUNT),
    stagesDir: path.join(import.meta.dirname, '../stages'),
  });
} catch (error) {
  if (!(error instanceof DeployConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const webAssetsPath = path.resolve(context('webAssetsPath') ?? path.join(import.meta.dirname, '../../frontend/dist'));
if (!existsSync(path.join(webAssetsPath, 'index.html'))) {
  throw new Error(`No built frontend at ${webAssetsPath}: run "npm run build" first`);
}
// The build keeps its server build beside it, for the page function.
const serverBuildPath = serverBuildBeside(webAssetsPath);
if (!existsSync(path.join(serverBuildPath, 'page-manifest.json'))) {
  throw new Error(`No server build at ${serverBuildPath}: run "npm run build" first`);
}

// Canonical URLs, Open Graph tags and the sitemap name the address the build was given (env
// SITE_URL, see robots.txt's Sitemap line); they should name the site being deployed.
const robots = path.join(webAssetsPath, 'robots.txt');
const builtFor = existsSync(robots)
  ? /^Sitemap: (\S+)\/sitemap\.xml$/m.exec(readFileSync(robots, 'utf8'))?.[1]
  : undefined;
const siteUrl = config.siteUrl;
if (builtFor && siteUrl && builtFor !== siteUrl.replace(/\/+$/, '')) {
  console.warn(
    `Note: the frontend was built for ${builtFor}, the stack's siteUrl is ${siteUrl}. For a deploy, ` +
      `build with SITE_URL=${siteUrl} npm run build so that canonical URLs and the sitemap name this site.`,
  );
}

Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));

new TutoringStack(app, config.stackName, {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION ?? 'us-east-1' },
  senderEmail: config.senderEmail,
  businessInbox: config.businessInbox,
  trialBookingUrl: config.trialBookingUrl,
  webAssetsPath,
  serverBuildPath,
  siteUrl: config.siteUrl,
  alarmEmail: config.alarmEmail,
  originSecretGeneration: config.originSecretGeneration,
  threatProtection: config.threatProtection,
  domain:
    config.domainName && config.certificateArn
      ? {
          domainName: config.domainName,
          certificateArn: config.certificateArn,
          hostedZoneId: config.hostedZoneId,
          hostedZoneName: config.hostedZoneName,
        }
      : undefined,
});

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { TutoringStack } from '../lib/stacks/tutoring-stack';

/**
 * Context values (cdk.json or -c name=value):
 *   senderEmail      address SES sends from (verified identity)          required
 *   businessInbox    where lead and contact notifications go            default: senderEmail
 *   trialBookingUrl  the free-trial scheduling page                      required
 *   webAssetsPath    built frontend (prerendered pages, SPA fallback,     default: frontend/dist
 *                    /assets, site-routes.json: `npm run build`)
 *   siteUrl          the site's public address, for links in e-mails      required
 *   waf              true: rate-limiting WAF web ACL before CloudFront     default: false
 *                    (costs extra; the stack must then be in us-east-1)
 *   alarmEmail       where alarm e-mails go; comma-separated for several   default: none (the alarm
 *                    (each address confirms its subscription once)         topic has no subscriber)
 *
 * Every synth runs the cdk-nag AwsSolutions checks: a finding not acknowledged with a reason in
 * lib/nag-suppressions.ts fails it.
 */
const app = new App();
const context = (name: string) => app.node.tryGetContext(name) as string | undefined;
const required = (name: string) => {
  const value = context(name);
  if (!value) throw new Error(`Missing CDK context value "${name}": pass -c ${name}=... or set it in cdk.json`);
  return value;
};

const webAssetsPath = path.resolve(context('webAssetsPath') ?? path.join(import.meta.dirname, '../../frontend/dist'));
if (!existsSync(path.join(webAssetsPath, 'index.html'))) {
  throw new Error(`No built frontend at ${webAssetsPath}: run "npm run build" first`);
}

// Canonical URLs, Open Graph tags and the sitemap name the address the build was given (env
// SITE_URL, see robots.txt's Sitemap line); they should name the site being deployed.
const robots = path.join(webAssetsPath, 'robots.txt');
const builtFor = existsSync(robots)
  ? /^Sitemap: (\S+)\/sitemap\.xml$/m.exec(readFileSync(robots, 'utf8'))?.[1]
  : undefined;
const siteUrl = context('siteUrl');
if (builtFor && siteUrl && builtFor !== siteUrl.replace(/\/+$/, '')) {
  console.warn(
    `Note: the frontend was built for ${builtFor}, the stack's siteUrl is ${siteUrl}. For a deploy, ` +
      `build with SITE_URL=${siteUrl} npm run build so that canonical URLs and the sitemap name this site.`,
  );
}

// cdk.json's trial booking URL is a placeholder so that `cdk synth` works anywhere. With AWS
// credentials (a deploy: the CLI then knows the account), the placeholder is refused: visitors
// would book their free trial on a page that does not exist.
const PLACEHOLDER_TRIAL_URL = 'https://calendly.com/your-team/free-trial';
if (process.env.CDK_DEFAULT_ACCOUNT && context('trialBookingUrl') === PLACEHOLDER_TRIAL_URL) {
  throw new Error(
    `trialBookingUrl is still the placeholder ${PLACEHOLDER_TRIAL_URL}: pass the school's real free-trial ` +
      'scheduling page with -c trialBookingUrl=https://calendly.com/<your account>/<event> before deploying.',
  );
}

Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));

new TutoringStack(app, context('stackName') ?? 'TutoringPlatform', {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION ?? 'us-east-1' },
  senderEmail: required('senderEmail'),
  businessInbox: context('businessInbox') ?? required('senderEmail'),
  trialBookingUrl: required('trialBookingUrl'),
  webAssetsPath,
  siteUrl: required('siteUrl'),
  alarmEmail: context('alarmEmail'),
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { TutoringStack } from '../lib/stacks/tutoring-stack';

/**
 * Context values (cdk.json or -c name=value):
 *   senderEmail      address SES sends from (verified identity)          required
 *   businessInbox    where lead and contact notifications go            default: senderEmail
 *   trialBookingUrl  the free-trial scheduling page                      required
 *   webAssetsPath    built frontend                                       default: frontend/dist
 *   siteUrl          the site's public address, for links in e-mails      required
 *   waf              true: rate-limiting WAF web ACL before CloudFront     default: false
 *                    (costs extra; the stack must then be in us-east-1)
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

Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));

new TutoringStack(app, context('stackName') ?? 'TutoringPlatform', {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION ?? 'us-east-1' },
  senderEmail: required('senderEmail'),
  businessInbox: context('businessInbox') ?? required('senderEmail'),
  trialBookingUrl: required('trialBookingUrl'),
  webAssetsPath,
  siteUrl: required('siteUrl'),
});

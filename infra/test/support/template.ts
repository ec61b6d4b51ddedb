import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { TutoringStack } from '../../lib/stacks/tutoring-stack';

/** The stack's template with test settings, synthesized without bundling (fast: no esbuild). */
export function unbundledTemplate(id: string): Template {
  const assets = mkdtempSync(path.join(os.tmpdir(), 'web-assets-'));
  writeFileSync(path.join(assets, 'index.html'), '<!doctype html>');
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new TutoringStack(app, id, {
    env: { account: '123456789012', region: 'eu-west-1' },
    senderEmail: 'hello@school.test',
    businessInbox: 'team@school.test',
    trialBookingUrl: 'https://calendly.com/school/trial',
    webAssetsPath: assets,
    siteUrl: 'https://school.test',
  });
  return Template.fromStack(stack);
}

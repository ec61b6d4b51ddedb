import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The values a deploy needs, from CDK context (`-c name=value`, or a stage file: see below), checked
 * before anything is synthesized. Without an AWS account (a synth on a laptop or in CI) the
 * repository's placeholders are accepted so that `cdk synth` works anywhere; with one (a deploy:
 * the CLI knows the account from the credentials), a placeholder or empty value stops the synth
 * with a message naming it, because each one breaks something real:
 *
 * - `siteUrl` is in every mail link, invitation and certificate QR code;
 * - `senderEmail` is the SES identity mail is sent from;
 * - `businessInbox` receives leads and contact messages (empty: a lead is saved but nobody hears);
 * - `trialBookingUrl` is the page visitors book their free trial on.
 *
 * Stage files: `-c stage=production` reads `infra/stages/production.json` (an object of these same
 * names); a `-c` value given on the command line wins over the file.
 */
export interface DeployConfig {
  stackName: string;
  senderEmail: string;
  businessInbox: string;
  trialBookingUrl: string;
  siteUrl: string;
  alarmEmail?: string;
  /** The school's own domain for the site (e.g. `www.school.org`), served by CloudFront. */
  domainName?: string;
  /** ARN of an ACM certificate for `domainName`, in us-east-1 (CloudFront only takes those). */
  certificateArn?: string;
  /** Route 53 hosted zone of `domainName`: when given, the stack creates the DNS records. */
  hostedZoneId?: string;
  hostedZoneName?: string;
  /**
   * Raised by one after the origin-verify secret is rotated: the distribution then changes, so the
   * deploy makes CloudFront send the secret's new value (see docs/deploy.md, secrets).
   */
  originSecretGeneration: string;
  /** Cognito threat protection: `audit` records what it would block, `full` (default) blocks it. */
  threatProtection: 'audit' | 'full';
}

/** Every setting a stage file or `-c` may give. */
export const SETTING_NAMES = [
  'stackName',
  'senderEmail',
  'businessInbox',
  'trialBookingUrl',
  'siteUrl',
  'alarmEmail',
  'domainName',
  'certificateArn',
  'hostedZoneId',
  'hostedZoneName',
  'originSecretGeneration',
  'threatProtection',
] as const;
export type SettingName = (typeof SETTING_NAMES)[number];

/** Values that only ever stand in for the real one (documentation domains, template words). */
const PLACEHOLDER = /(^|[.@/])example\.(com|org|net)\b|your-(team|domain|account)|\bchangeme\b|\bplaceholder\b/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class DeployConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The deploy settings are not ready:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'DeployConfigError';
  }
}

/**
 * The context values merged with the stage file, checked: in a deploy (`deploying`) every required
 * value must be real; always, the values given must be well formed. Throws a DeployConfigError
 * listing every problem at once.
 */
export function deployConfig(
  context: (name: string) => unknown,
  options: { deploying: boolean; stagesDir: string },
): DeployConfig {
  const stage = readStage(context('stage'), options.stagesDir);
  const value = (name: SettingName): string | undefined => {
    const given = context(name) ?? stage[name];
    if (given === undefined || given === null) return undefined;
    return String(given).trim();
  };
  const problems: string[] = [];
  const required = (name: SettingName, fallback?: string): string => {
    const given = value(name) ?? fallback;
    if (!given) {
      problems.push(`${name} is not set: pass -c ${name}=… or set it in the stage file`);
      return '';
    }
    if (options.deploying && PLACEHOLDER.test(given)) {
      problems.push(`${name} is still the placeholder "${given}": set the school's real value before deploying`);
    }
    return given;
  };

  const senderEmail = required('senderEmail');
  const config: DeployConfig = {
    stackName: value('stackName') || 'TutoringPlatform',
    senderEmail,
    businessInbox: required('businessInbox', senderEmail),
    trialBookingUrl: required('trialBookingUrl'),
    siteUrl: required('siteUrl').replace(/\/+$/, ''),
    alarmEmail: value('alarmEmail') || undefined,
    domainName: value('domainName')?.toLowerCase() || undefined,
    certificateArn: value('certificateArn') || undefined,
    hostedZoneId: value('hostedZoneId') || undefined,
    hostedZoneName: value('hostedZoneName') || undefined,
    originSecretGeneration: value('originSecretGeneration') || '1',
    threatProtection: value('threatProtection') === 'audit' ? 'audit' : 'full',
  };
  const protection = value('threatProtection');
  if (protection && protection !== 'audit' && protection !== 'full') {
    problems.push(`threatProtection "${protection}" must be audit or full`);
  }
  if (!/^\d{1,6}$/.test(config.originSecretGeneration)) {
    problems.push(`originSecretGeneration "${config.originSecretGeneration}" must be a whole number`);
  }

  for (const name of ['senderEmail', 'businessInbox'] as const) {
    if (config[name] && !EMAIL.test(config[name])) problems.push(`${name} "${config[name]}" is not an e-mail address`);
  }
  for (const address of config.alarmEmail?.split(',') ?? []) {
    if (!EMAIL.test(address.trim())) problems.push(`alarmEmail "${address.trim()}" is not an e-mail address`);
  }
  for (const name of ['siteUrl', 'trialBookingUrl'] as const) {
    const url = config[name];
    if (!url) continue;
    if (!/^https:\/\/[^/\s]+/.test(url)) problems.push(`${name} "${url}" must be an https:// address`);
  }
  if (config.domainName) {
    if (!/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(config.domainName)) {
      problems.push(`domainName "${config.domainName}" is not a domain name`);
    }
    if (!config.certificateArn) {
      problems.push('domainName needs certificateArn: an ACM certificate for it, requested in us-east-1');
    } else if (!/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(config.certificateArn)) {
      problems.push(
        `certificateArn "${config.certificateArn}" must be an ACM certificate in us-east-1 (CloudFront takes no other region)`,
      );
    }
    if (config.siteUrl && config.siteUrl !== `https://${config.domainName}`) {
      problems.push(`siteUrl "${config.siteUrl}" must be https://${config.domainName} when the site has that domain`);
    }
    if (options.deploying && PLACEHOLDER.test(config.domainName)) {
      problems.push(`domainName is still the placeholder "${config.domainName}"`);
    }
  } else {
    if (config.certificateArn) problems.push('certificateArn is set without domainName');
  }
  if (config.hostedZoneId && !config.domainName) problems.push('hostedZoneId is set without domainName');
  if (config.hostedZoneId && !/^Z[A-Z0-9]{1,32}$/.test(config.hostedZoneId)) {
    problems.push(`hostedZoneId "${config.hostedZoneId}" is not a Route 53 hosted zone id (Z…)`);
  }
  if (config.hostedZoneId && !config.hostedZoneName) {
    problems.push("hostedZoneId needs hostedZoneName (the zone's domain, e.g. school.org)");
  }
  if (problems.length > 0) throw new DeployConfigError(problems);
  return config;
}

function readStage(stage: unknown, stagesDir: string): Record<string, unknown> {
  if (stage === undefined || stage === null || stage === '') return {};
  const name = String(stage);
  if (!/^[a-z0-9-]+$/i.test(name)) throw new DeployConfigError([`stage "${name}" is not a stage name`]);
  const file = path.join(stagesDir, `${name}.json`);
  if (!existsSync(file)) throw new DeployConfigError([`stage "${name}": no file ${file}`]);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { mergedTemplate, resourceCount, stackTemplates, unbundledStack, type StackTemplate } from './support/template';

/**
 * What CloudFormation, IAM or Cognito would refuse at deploy time, after `cdk synth` has passed:
 * checked on every resource of each kind, in every template (the main stack's and each nested
 * stack's), so a resource added later is covered without a new test.
 */
describe('the stack as AWS would accept it', () => {
  let templates: StackTemplate[];
  /** Every resource, references to a nested stack's parameters replaced by what its parent passes. */
  let all: Template;
  beforeAll(() => {
    const stack = unbundledStack('Validity', { alarmEmail: 'ops@school.test' });
    templates = stackTemplates(stack);
    all = mergedTemplate(stack);
  });

  /** Every resource of a type, by logical id, across all templates. */
  const resources = (type: string) => Object.entries(all.findResources(type)) as [string, any][];

  it('lets every user pool client write every attribute its pool requires (else Cognito refuses the client)', () => {
    // "Invalid write attributes specified while creating a client" (aws/aws-cdk#2608, #20760): the
    // first deploy rolls back. A client without WriteAttributes may write every attribute.
    const pools = Object.fromEntries(resources('AWS::Cognito::UserPool'));
    const clients = resources('AWS::Cognito::UserPoolClient');
    expect(clients.length).toBeGreaterThan(0);
    for (const [id, client] of clients) {
      const poolId = client.Properties.UserPoolId?.Ref as string;
      const pool = pools[poolId];
      expect(pool, `${id}: its user pool ${poolId} is not in the stack`).toBeDefined();
      const required = (pool.Properties.Schema ?? [])
        .filter((attribute: { Required?: boolean }) => attribute.Required)
        .map((attribute: { Name: string }) => attribute.Name);
      const writable = client.Properties.WriteAttributes as string[] | undefined;
      if (writable) {
        expect(
          required.filter((name: string) => !writable.includes(name)),
          `${id} cannot write these attributes its pool requires`,
        ).toEqual([]);
      }
    }
  });

  it('lets a client write the e-mail only where the pool keeps the verified one until a new one is verified', () => {
    const pools = Object.fromEntries(resources('AWS::Cognito::UserPool'));
    for (const [id, client] of resources('AWS::Cognito::UserPoolClient')) {
      const writable = client.Properties.WriteAttributes as string[] | undefined;
      if (writable && !writable.includes('email')) continue;
      const pool = pools[client.Properties.UserPoolId.Ref as string];
      expect(
        pool.Properties.UserAttributeUpdateSettings?.AttributesRequireVerificationBeforeUpdate,
        `${id} may write the e-mail: its pool must keep the original until the new one is verified`,
      ).toContain('email');
    }
  });

  it('verifies automatically every attribute that must be verified before an update (else Cognito refuses the pool)', () => {
    for (const [id, pool] of resources('AWS::Cognito::UserPool')) {
      const verifiedFirst = (pool.Properties.UserAttributeUpdateSettings?.AttributesRequireVerificationBeforeUpdate ??
        []) as string[];
      const autoVerified = (pool.Properties.AutoVerifiedAttributes ?? []) as string[];
      expect(
        verifiedFirst.filter((name) => !autoVerified.includes(name)),
        `${id}: verified before update but not auto-verified`,
      ).toEqual([]);
    }
  });

  it('sets how long a temporary password is valid: 7 days', () => {
    const pools = resources('AWS::Cognito::UserPool');
    expect(pools.length).toBeGreaterThan(0);
    for (const [id, pool] of pools) {
      expect(pool.Properties.Policies?.PasswordPolicy?.TemporaryPasswordValidityDays, id).toBe(7);
    }
  });

  it('keeps every name within its service limit', () => {
    const limits: [type: string, property: string, max: number][] = [
      ['AWS::Lambda::Function', 'FunctionName', 64],
      ['AWS::Lambda::Function', 'Description', 256],
      ['AWS::IAM::Role', 'RoleName', 64],
      ['AWS::IAM::Policy', 'PolicyName', 128],
      ['AWS::IAM::ManagedPolicy', 'ManagedPolicyName', 128],
      ['AWS::Logs::LogGroup', 'LogGroupName', 512],
      ['AWS::CloudWatch::Alarm', 'AlarmName', 255],
      ['AWS::SNS::Topic', 'TopicName', 256],
      ['AWS::Events::Rule', 'Name', 64],
      ['AWS::Cognito::UserPool', 'UserPoolName', 128],
      ['AWS::Cognito::UserPoolGroup', 'GroupName', 128],
      ['AWS::Cognito::UserPoolClient', 'ClientName', 128],
    ];
    const tooLong: string[] = [];
    let checked = 0;
    for (const [type, property, max] of limits) {
      for (const [id, resource] of resources(type)) {
        const value = resource.Properties?.[property];
        if (value === undefined) continue; // CloudFormation generates a name within the limit
        checked += 1;
        const length = longestRendering(value).length;
        if (length > max) tooLong.push(`${type} ${id} ${property}: up to ${length} characters (limit ${max})`);
      }
    }
    for (const [id, role] of resources('AWS::IAM::Role')) {
      for (const policy of role.Properties.Policies ?? []) {
        checked += 1;
        if (policy.PolicyName.length > 128) tooLong.push(`AWS::IAM::Role ${id} inline policy ${policy.PolicyName}`);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(tooLong).toEqual([]);
  });

  it("keeps each role's inline policies within IAM's 10,240 characters, and each managed policy within 6,144", () => {
    // IAM counts the policy JSON without whitespace, once CloudFormation has put in the ARNs.
    const roles = resources('AWS::IAM::Role');
    expect(roles.length).toBeGreaterThan(50);
    const tooBig: string[] = [];
    let largest = 0;
    for (const [roleId, role] of roles) {
      const documents = [
        ...(role.Properties.Policies ?? []).map((p: { PolicyDocument: unknown }) => p.PolicyDocument),
        ...resources('AWS::IAM::Policy')
          .filter(([, policy]) => (policy.Properties.Roles ?? []).some((r: unknown) => isRefTo(r, roleId)))
          .map(([, policy]) => policy.Properties.PolicyDocument),
      ];
      const size = documents.reduce((sum: number, document) => sum + policySize(document), 0);
      largest = Math.max(largest, size);
      if (size > 10_240) tooBig.push(`${roleId}: its inline policies come to up to ${size} characters`);
    }
    for (const [id, policy] of resources('AWS::IAM::ManagedPolicy')) {
      const size = policySize(policy.Properties.PolicyDocument);
      if (size > 6_144) tooBig.push(`${id}: up to ${size} characters`);
    }
    expect(tooBig).toEqual([]);
    expect(largest).toBeGreaterThan(0);
  });

  it('keeps every Lambda environment within 4 KB', () => {
    const tooBig: string[] = [];
    for (const [id, fn] of resources('AWS::Lambda::Function')) {
      const variables = (fn.Properties.Environment?.Variables ?? {}) as Record<string, unknown>;
      const size = Object.entries(variables).reduce(
        (sum, [name, value]) => sum + name.length + longestRendering(value).length,
        0,
      );
      if (size > 4096) tooBig.push(`${id}: up to ${size} bytes of environment`);
    }
    expect(tooBig).toEqual([]);
  });

  it('keeps every template within CloudFormation’s limits: resources, parameters, outputs, size, description', () => {
    const problems: string[] = [];
    for (const t of templates) {
      const parameters = Object.keys(t.json.Parameters ?? {}).length;
      const outputs = Object.keys(t.json.Outputs ?? {}).length;
      // Deployed from S3 (nested stacks always are): 1 MB at most.
      const size = JSON.stringify(t.json, null, 1).length;
      const description = String((t.json as { Description?: string }).Description ?? '');
      if (resourceCount(t) > 500) problems.push(`${t.name}: ${resourceCount(t)} resources (limit 500)`);
      if (parameters > 200) problems.push(`${t.name}: ${parameters} parameters (limit 200)`);
      if (outputs > 200) problems.push(`${t.name}: ${outputs} outputs (limit 200)`);
      if (size > 1_000_000) problems.push(`${t.name}: ${size} bytes (limit 1 MB)`);
      if (description.length > 1024) problems.push(`${t.name}: a description of ${description.length} bytes`);
    }
    expect(templates.length).toBeGreaterThan(2);
    expect(problems).toEqual([]);
  });
});

/**
 * The longest a value can be once CloudFormation has resolved it: a literal is itself, a pseudo
 * parameter its longest value, and a reference to a resource (an ARN, a generated name) is counted
 * as REFERENCE_LENGTH characters, longer than any ARN or name CloudFormation generates here.
 */
const REFERENCE_LENGTH = 200;
const PSEUDO_PARAMETER_LENGTHS: Record<string, number> = {
  'AWS::Partition': 10, // aws-us-gov
  'AWS::Region': 16, // ap-southeast-5 and the like, with room
  'AWS::AccountId': 12,
  'AWS::URLSuffix': 16, // amazonaws.com.cn
  'AWS::StackName': 128,
  'AWS::StackId': 200,
  'AWS::NoValue': 0,
};

function longestRendering(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const rendered = render(value);
  return typeof rendered === 'string' ? rendered : JSON.stringify(rendered);
}

function render(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(render);
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const [key, argument] = Object.entries(object)[0] ?? [];
  if (Object.keys(object).length === 1 && key !== undefined) {
    if (key === 'Ref') return 'x'.repeat(PSEUDO_PARAMETER_LENGTHS[argument as string] ?? REFERENCE_LENGTH);
    if (key === 'Fn::Join') {
      const [separator, parts] = argument as [string, unknown[]];
      return Array.isArray(parts) ? parts.map((part) => longestRendering(part)).join(separator) : longest();
    }
    if (key === 'Fn::Sub') {
      const text = Array.isArray(argument) ? String(argument[0]) : String(argument);
      return text.replace(/\$\{([^}!][^}]*)\}/g, (_, name: string) =>
        'x'.repeat(PSEUDO_PARAMETER_LENGTHS[name] ?? REFERENCE_LENGTH),
      );
    }
    if (key.startsWith('Fn::')) return longest();
  }
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, render(v)]));
}

const longest = () => 'x'.repeat(REFERENCE_LENGTH);

/** A policy's size as IAM counts it (no whitespace), at its longest once its references are resolved. */
const policySize = (document: unknown) => JSON.stringify(render(document)).length;

const isRefTo = (value: unknown, logicalId: string) => JSON.stringify(value) === JSON.stringify({ Ref: logicalId });

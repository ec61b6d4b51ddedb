import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { TutoringStack, type TutoringStackProps } from '../../lib/stacks/tutoring-stack';

/** The stack with test settings, synthesized without bundling (fast: no esbuild). */
export function unbundledStack(
  id: string,
  props: Partial<TutoringStackProps> = {},
  context: Record<string, unknown> = {},
): TutoringStack {
  const assets = mkdtempSync(path.join(os.tmpdir(), 'web-assets-'));
  writeFileSync(path.join(assets, 'index.html'), '<!doctype html>');
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [], ...context } });
  return new TutoringStack(app, id, {
    env: { account: '123456789012', region: 'eu-west-1' },
    senderEmail: 'hello@school.test',
    businessInbox: 'team@school.test',
    trialBookingUrl: 'https://calendly.com/school/trial',
    webAssetsPath: assets,
    siteUrl: 'https://school.test',
    ...props,
  });
}

/**
 * The resources of the stack and of every stack nested in it, as one template (see
 * mergedTemplate): what the tests read, wherever a resource lives.
 */
export function unbundledTemplate(id: string): Template {
  return mergedTemplate(unbundledStack(id));
}

/**
 * A function of a template found by its description: its logical id and the statements of the
 * policies attached to its role (what it may do, beyond its managed basic-execution policy).
 */
export function functionAndStatements(
  template: Template,
  description: string,
): { functionId: string; statements: any[] } {
  const functionId = Object.keys(
    template.findResources('AWS::Lambda::Function', { Properties: { Description: description } }),
  )[0]!;
  const role = template.findResources('AWS::Lambda::Function')[functionId]!.Properties.Role['Fn::GetAtt'][0];
  const statements = Object.values(template.findResources('AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: role }]))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as any[]);
  return { functionId, statements };
}

/** One CloudFormation template of a deployment: the stack's own, or a nested stack's. */
export interface StackTemplate {
  /** The stack's name, or the nested stack's construct path. */
  name: string;
  stack: Stack;
  template: Template;
  /** The template as JSON. */
  json: { Resources?: Record<string, any>; Parameters?: Record<string, any>; Outputs?: Record<string, any> };
}

/** The templates of a stack and of every stack nested in it (at any depth), the stack's first. */
export function stackTemplates(stack: Stack): StackTemplate[] {
  const nested = stack.node.findAll().filter((c): c is NestedStack => NestedStack.isNestedStack(c));
  return [stack, ...nested].map((s) => {
    const template = Template.fromStack(s);
    return {
      name: s === stack ? s.stackName : s.node.path,
      stack: s,
      template,
      json: template.toJSON(),
    };
  });
}

/** A template's resource count, which CloudFormation limits to 500. */
export const resourceCount = (t: StackTemplate) => Object.keys(t.json.Resources ?? {}).length;

/** The logical id a nested stack has in its parent's template. */
export function nestedStackId(nested: NestedStack): string {
  return nested.nestedStackParent!.getLogicalId(nested.nestedStackResource!);
}

/** The template that holds a resource (by logical id), and the resource. */
export function holderOf(templates: StackTemplate[], logicalId: string): StackTemplate {
  const holders = templates.filter((t) => t.json.Resources?.[logicalId]);
  if (holders.length !== 1) throw new Error(`${logicalId} is in ${holders.length} templates`);
  return holders[0]!;
}

/**
 * Every resource of a stack and its nested stacks in one template, as the main stack sees them: in
 * a nested stack's resources, a reference to one of its parameters is replaced by the value its
 * parent passes (so `{ Ref: <secret> }` reads the same wherever the function reading it lives), and
 * in the parent, a nested stack's output by its value. The main stack's parameters and outputs are
 * kept. A logical id found in two templates is refused.
 */
export function mergedTemplate(stack: Stack): Template {
  const templates = stackTemplates(stack);
  const byStack = new Map<Stack, StackTemplate>(templates.map((t) => [t.stack, t]));

  /** What a nested stack's parameter stands for, in the main stack's terms. */
  const parameterValue = (t: StackTemplate, name: string): unknown => {
    const nested = t.stack as NestedStack;
    const parent = byStack.get(nested.nestedStackParent!)!;
    const passed = parent.json.Resources![nestedStackId(nested)].Properties?.Parameters?.[name];
    if (passed === undefined) throw new Error(`${t.name}: nothing passed for its parameter ${name}`);
    return resolve(parent, passed);
  };
  const resolve = (t: StackTemplate, value: unknown): unknown => {
    if (Array.isArray(value)) return value.map((v) => resolve(t, v));
    if (value === null || typeof value !== 'object') return value;
    const object = value as Record<string, unknown>;
    const keys = Object.keys(object);
    if (keys.length === 1 && keys[0] === 'Ref' && t.stack !== stack && t.json.Parameters?.[object.Ref as string]) {
      return parameterValue(t, object.Ref as string);
    }
    const getAtt = object['Fn::GetAtt'];
    if (keys.length === 1 && Array.isArray(getAtt) && String(getAtt[1]).startsWith('Outputs.')) {
      const nested = templates.find(
        (n) =>
          NestedStack.isNestedStack(n.stack) &&
          n.stack.nestedStackParent === t.stack &&
          nestedStackId(n.stack) === getAtt[0],
      );
      if (nested) return resolve(nested, nested.json.Outputs![String(getAtt[1]).slice('Outputs.'.length)].Value);
    }
    return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, resolve(t, v)]));
  };

  const resources: Record<string, unknown> = {};
  const from = new Map<string, string>();
  for (const t of templates) {
    for (const [id, resource] of Object.entries(t.json.Resources ?? {})) {
      if (from.has(id)) throw new Error(`Logical id ${id} is in both ${from.get(id)} and ${t.name}`);
      from.set(id, t.name);
      resources[id] = resolve(t, resource);
    }
  }
  const main = templates[0]!.json;
  return Template.fromJSON({ ...main, Resources: resources });
}

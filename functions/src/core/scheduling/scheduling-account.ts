import {
  schedulingMessages,
  type BeyondBalancePolicy,
  type EventTypeSummary,
  type SchedulingSettings,
} from '@app/shared/scheduling/schemas';
import * as Activity from '../../db/entities/activity';
import * as Course from '../../db/entities/course';
import * as Command from '../../db/entities/provider-command';
import * as Settings from '../../db/entities/scheduling-settings';
import { transact, type TxStep } from '../../db/transact';
import { ConflictError, HttpError, ValidationError } from '../../lib/errors';
import { storeSchedulingToken } from '../../lib/scheduling-token';
import { calendlySigningKey } from '../../lib/secrets';
import { linkModeOf } from './link-mode';
import {
  ProviderNotFound,
  ProviderRefused,
  ProviderRejected,
  ProviderUnavailable,
  type SchedulingPort,
} from './scheduling-port';
import { accountOf, checkWebhook, webhookCallbackUrl } from './webhook-health';

export interface SchedulingActor {
  userId: string;
  email: string;
  name?: string | null;
}

/** What the back office shows: one Query of the settings, one of the courses, one of the failed calls. */
export async function schedulingSettings(): Promise<SchedulingSettings> {
  const [state, courses, failed] = await Promise.all([Settings.read(), Course.everyCourse(), Command.failed(20)]);
  const { connection } = state;
  return {
    provider: 'calendly',
    connected: Boolean(connection),
    account: connection
      ? {
          name: connection.name,
          email: connection.email,
          userUri: connection.userUri,
          organizationUri: connection.organizationUri,
        }
      : null,
    connectedAt: connection?.connectedAt ?? null,
    connectedBy: connection?.connectedBy ?? null,
    singleUseLinks: connection?.singleUseLinks ?? null,
    singleUseReason: connection?.singleUseLinks === false ? connection.singleUseReason : null,
    beyondBalance: connection?.beyondBalance ?? 'review',
    webhook: connection
      ? {
          uri: connection.webhookUri,
          callbackUrl: webhookCallbackUrl(),
          state: connection.webhookState,
          checkedAt: connection.webhookCheckedAt,
        }
      : null,
    eventTypes: state.eventTypes,
    courses: courses
      .map((course) => {
        const eventTypeUri = state.mappings.get(course.id) ?? null;
        const mode = linkModeOf(connection, eventTypeUri);
        return { courseId: course.id, title: course.title, eventTypeUri, linkMode: mode.mode, reason: mode.reason };
      })
      .sort((a, b) => a.title.localeCompare(b.title)),
    lastReconciliation: connection?.lastReconciliation ?? null,
    failedCommands: failed.map((command) => ({
      id: command.id,
      kind: command.kind,
      bookingId: command.bookingId,
      status: command.status,
      attempts: command.attempts,
      lastError: command.lastError ?? null,
      createdAt: command.createdAt,
    })),
  };
}

const sameUrl = (a: string, b: string) =>
  a.trim().replace(/\/+$/, '').toLowerCase() === b.trim().replace(/\/+$/, '').toLowerCase();

/**
 * Connects the account a token belongs to: checks the token, lists the event types, maps each
 * course not mapped yet to the event type whose scheduling page it already uses (or whose name is
 * the course's title), makes sure a webhook subscription delivers to the site (created with the
 * school's signing key; one the service disabled is re-created), keeps the token as a secret, and
 * records it all. Connecting again (a new token) keeps the team's mappings and policy.
 */
export async function connectAccount(
  port: SchedulingPort,
  token: string,
  actor: SchedulingActor,
  options: { autoMap?: boolean } = {},
  now = new Date(),
): Promise<{ settings: SchedulingSettings; created: string[]; mapped: string[] }> {
  const account = await withService(() => port.account(), true);
  const types = await withService(() => port.eventTypes(account));
  const eventTypes: EventTypeSummary[] = types.map((type) => ({
    uri: type.id,
    name: type.name,
    kind: type.kind,
    schedulingUrl: type.schedulingUrl,
    durationMinutes: type.durationMinutes,
    active: type.active,
  }));
  const created: string[] = [];
  const webhook = await withService(async () => {
    const callbackUrl = webhookCallbackUrl();
    const existing = await port.findWebhook(account, callbackUrl);
    if (existing?.state === 'active') return existing;
    if (existing) await port.deleteWebhook(existing.id);
    const hook = await port.createWebhook(account, callbackUrl, await calendlySigningKey());
    created.push(`webhook subscription ${hook.id} → ${callbackUrl}`);
    return hook;
  });
  await storeSchedulingToken(token);

  const [state, courses] = await Promise.all([Settings.read(), Course.everyCourse()]);
  const at = now.toISOString();
  const mapped: string[] = [];
  const mappingSteps: TxStep[] = [];
  const mappable = eventTypes.filter((type) => type.kind === 'solo');
  for (const course of courses) {
    const current = state.mappings.get(course.id);
    if (current && mappable.some((type) => type.uri === current)) continue;
    const match =
      options.autoMap === false
        ? undefined
        : (mappable.find((type) => course.schedulingUrl && sameUrl(type.schedulingUrl, course.schedulingUrl)) ??
          mappable.find((type) => type.name.trim().toLowerCase() === course.title.trim().toLowerCase()));
    if (match) {
      mappingSteps.push({ item: Settings.putCourseMapping({ courseId: course.id, eventTypeUri: match.uri }, at) });
      mapped.push(`${course.title} → ${match.name}`);
    } else if (current) {
      // An event type this account does not have (another account's, or deleted): unmapped.
      mappingSteps.push({ item: Settings.deleteCourseMapping(course.id) });
    }
  }
  const previous = state.connection;
  const sameAccount = previous?.organizationUri === account.organizationId;
  // The mappings first, in transactions of up to 90 (a school may have more courses than one holds).
  for (let start = 0; start < mappingSteps.length; start += 90) await transact(mappingSteps.slice(start, start + 90));
  await transact([
    {
      item: Settings.putConnection({
        provider: 'calendly',
        userUri: account.userId,
        organizationUri: account.organizationId,
        name: account.name,
        email: account.email,
        connectedAt: at,
        connectedBy: actor.email || actor.userId,
        singleUseLinks: null,
        singleUseReason: null,
        beyondBalance: (sameAccount && previous?.beyondBalance) || 'cancel',
        webhookUri: webhook.id,
        webhookState: webhook.state,
        webhookCheckedAt: at,
        webhookAlertedAt: null,
        lastReconciliation: sameAccount ? (previous?.lastReconciliation ?? null) : null,
      }),
    },
    { item: Settings.putEventTypes(eventTypes, at) },
    {
      item: Activity.put(actor, {
        action: 'connect',
        entityType: 'scheduling',
        entityId: 'calendly',
        details: { account: account.email, eventTypes: eventTypes.length, mapped: mapped.length },
      }),
    },
  ]);
  return { settings: await schedulingSettings(), created, mapped };
}

/** The team maps courses to event types (null: back to the course's scheduling page). */
export async function mapEventTypes(
  mappings: readonly { courseId: string; eventTypeUri: string | null }[],
  actor: SchedulingActor,
): Promise<SchedulingSettings> {
  const [state, courses] = await Promise.all([Settings.read(), Course.everyCourse()]);
  if (!state.connection) throw new ConflictError(schedulingMessages.notConnected);
  const fields: Record<string, string> = {};
  mappings.forEach((mapping, index) => {
    if (!courses.some((course) => course.id === mapping.courseId))
      fields[`mappings.${index}.courseId`] = schedulingMessages.courseUnknown;
    const type = mapping.eventTypeUri ? state.eventTypes.find((known) => known.uri === mapping.eventTypeUri) : null;
    if (mapping.eventTypeUri && !type) fields[`mappings.${index}.eventTypeUri`] = schedulingMessages.eventTypeUnknown;
    else if (type && (type.kind ?? 'solo') !== 'solo')
      fields[`mappings.${index}.eventTypeUri`] = schedulingMessages.oneToOneOnly;
  });
  const first = Object.values(fields)[0];
  if (first) throw new ValidationError(first, fields);
  const at = new Date().toISOString();
  const changed = mappings.filter((mapping) => (state.mappings.get(mapping.courseId) ?? null) !== mapping.eventTypeUri);
  for (let start = 0; start < changed.length; start += 90) {
    const chunk = changed.slice(start, start + 90);
    await transact([
      ...chunk.map((mapping) => ({
        item: mapping.eventTypeUri
          ? Settings.putCourseMapping({ courseId: mapping.courseId, eventTypeUri: mapping.eventTypeUri }, at)
          : Settings.deleteCourseMapping(mapping.courseId),
      })),
      {
        item: Activity.put(actor, {
          action: 'map_event_types',
          entityType: 'scheduling',
          entityId: 'calendly',
          details: { courses: chunk.length },
        }),
      },
    ]);
  }
  return schedulingSettings();
}

export async function setPolicy(
  beyondBalance: BeyondBalancePolicy,
  actor: SchedulingActor,
): Promise<SchedulingSettings> {
  const connection = await Settings.getConnection();
  if (!connection) throw new ConflictError(schedulingMessages.notConnected);
  if (connection.beyondBalance !== beyondBalance) {
    await transact([
      { item: Settings.updateConnection({ beyondBalance }) },
      {
        item: Activity.put(actor, {
          action: 'set_policy',
          entityType: 'scheduling',
          entityId: 'calendly',
          details: { from: connection.beyondBalance, to: beyondBalance },
        }),
      },
    ]);
  }
  return schedulingSettings();
}

/**
 * Re-creates the webhook subscription: the service never re-enables a disabled one, so it is
 * deleted and made again, delivering to the site with the school's signing key.
 */
export async function recreateWebhook(port: SchedulingPort, actor: SchedulingActor, now = new Date()) {
  const connection = await Settings.getConnection();
  if (!connection) throw new ConflictError(schedulingMessages.notConnected);
  const account = accountOf(connection);
  await withService(async () => {
    const existing = await port.findWebhook(account, webhookCallbackUrl());
    if (existing) await port.deleteWebhook(existing.id);
    await port.createWebhook(account, webhookCallbackUrl(), await calendlySigningKey());
  });
  // No alert mail here: the super admin who re-created it reads its state on the page.
  const checked = await withService(() =>
    checkWebhook(port, { ...connection, webhookAlertedAt: now.toISOString() }, now),
  );
  await transact([
    { item: Settings.updateConnection(checked.fields) },
    {
      item: Activity.put(actor, {
        action: 'recreate_webhook',
        entityType: 'scheduling',
        entityId: 'calendly',
        details: { from: connection.webhookState, to: checked.state },
      }),
    },
  ]);
  return schedulingSettings();
}

/** The service's failures as the person asking reads them. */
async function withService<T>(run: () => Promise<T>, isToken = false): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ProviderRefused && isToken)
      throw new ValidationError(schedulingMessages.tokenRefused, { token: schedulingMessages.tokenRefused });
    if (error instanceof ProviderUnavailable) throw new HttpError(503, 'SERVICE_BUSY', schedulingMessages.unreachable);
    if (error instanceof ProviderRefused || error instanceof ProviderRejected || error instanceof ProviderNotFound)
      throw new ConflictError(`Calendly refused: ${error.message}`.slice(0, 300));
    throw error;
  }
}

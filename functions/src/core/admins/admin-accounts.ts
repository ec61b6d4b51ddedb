import {
  adminAccountMessages,
  type AdminAccount,
  type adminCreateSchema,
  type adminUpdateSchema,
} from '@app/shared/admin/admins';
import type * as z from 'zod';
import * as Activity from '../../db/entities/activity';
import type { Actor } from '../../db/entities/activity';
import * as Admin from '../../db/entities/admin';
import * as Counters from '../../db/entities/counters';
import { putSessionCutoff } from '../../db/entities/system';
import { transact, type TxStep } from '../../db/transact';
import {
  changeGroupAndName,
  createUserWithPassword,
  deleteUser,
  signOutEverywhere,
  tryDeleteUser,
} from '../../lib/cognito-users';
import { ConflictError, NotFoundError } from '../../lib/errors';

/**
 * Admin accounts (super admins only): the Cognito user and group grant access; the profile holds
 * name, e-mail and a copy of the role for the list. Nobody deletes or demotes themself, a super
 * admin account cannot be deleted, and the last super admin can never be demoted (a counter with
 * a condition decides, also under a race). The list is admin-list.ts, which loads no Cognito client.
 */

const notFound = () => new NotFoundError(adminAccountMessages.notFound);
const changedMeanwhile = () => new ConflictError(adminAccountMessages.changedMeanwhile);

export async function create(actor: Actor, input: z.output<typeof adminCreateSchema>): Promise<AdminAccount> {
  const id = await createUserWithPassword({
    email: input.email,
    name: input.name,
    password: input.password,
    group: input.role,
    emailTakenMessage: adminAccountMessages.emailTaken,
    emailVerified: true,
    // The super admin chose it: the new admin replaces it with their own at first sign-in.
    mustChange: true,
  });
  const now = new Date().toISOString();
  const account: AdminAccount = {
    id,
    name: input.name,
    email: input.email,
    role: input.role,
    status: 'active',
    createdAt: now,
    version: 0,
  };
  try {
    await transact([
      { item: Admin.put({ ...account, updatedAt: now }) },
      { item: Counters.change({ admins: 1, super_admins: input.role === 'super_admin' ? 1 : 0 }) },
      {
        item: Activity.put(actor, {
          action: 'create',
          entityType: 'admin',
          entityId: id,
          details: { email: input.email, role: input.role },
        }),
      },
    ]);
  } catch (error) {
    await deleteUser(input.email);
    throw error;
  }
  return account;
}

export async function update(
  actor: Actor,
  adminId: string,
  input: z.output<typeof adminUpdateSchema>,
): Promise<AdminAccount> {
  const existing = await Admin.get(adminId);
  if (!existing) throw notFound();
  const was = existing.role ?? 'super_admin';
  if (adminId === actor.userId && input.role !== was) throw new ConflictError(adminAccountMessages.notSelf);
  if (existing.version !== input.version) throw changedMeanwhile();
  const change = { name: input.name, role: input.role };
  const demoting = was === 'super_admin' && input.role === 'admin';
  const promoting = was === 'admin' && input.role === 'super_admin';
  const steps: TxStep[] = [
    { item: Admin.update(adminId, was, change, input.version), onConditionFailed: changedMeanwhile },
    ...(demoting
      ? [
          {
            item: Counters.removeSuperAdmin(),
            onConditionFailed: () => new ConflictError(adminAccountMessages.lastSuperAdmin),
          },
        ]
      : []),
    ...Counters.steps({ super_admins: promoting ? 1 : 0 }),
    ...(was !== input.role ? [{ item: putSessionCutoff(adminId) }] : []),
    {
      item: Activity.put(actor, {
        action: 'update',
        entityType: 'admin',
        entityId: adminId,
        details: { email: existing.email, name: input.name, from: was, to: input.role },
      }),
    },
  ];
  await transact(steps);
  try {
    await changeGroupAndName(existing.email, was, input.role, input.name);
    // A new role: the old sessions end in Cognito too (the cutoff ends them on our API).
    if (was !== input.role) await signOutEverywhere(existing.email);
  } catch (error) {
    // Put the profile and the counter back as they were: the access in Cognito did not change.
    await transact([
      { item: Admin.update(adminId, input.role, { name: existing.name, role: was }, input.version + 1) },
      ...Counters.steps({ super_admins: demoting ? 1 : promoting ? -1 : 0 }),
    ]);
    throw error;
  }
  return {
    id: adminId,
    name: input.name,
    email: existing.email,
    role: input.role,
    status: existing.status,
    createdAt: existing.createdAt,
    version: input.version + 1,
  };
}

export async function remove(actor: Actor, adminId: string): Promise<void> {
  if (adminId === actor.userId) throw new ConflictError(adminAccountMessages.notSelf);
  const existing = await Admin.get(adminId);
  if (!existing) throw notFound();
  if ((existing.role ?? 'super_admin') === 'super_admin')
    throw new ConflictError(adminAccountMessages.superAdminUndeletable);
  await transact([
    {
      item: Admin.remove(adminId),
      onConditionFailed: () => new ConflictError(adminAccountMessages.superAdminUndeletable),
    },
    { item: Counters.change({ admins: -1 }) },
    { item: putSessionCutoff(adminId) },
    {
      item: Activity.put(actor, {
        action: 'delete',
        entityType: 'admin',
        entityId: adminId,
        details: { email: existing.email },
      }),
    },
  ]);
  if (!(await tryDeleteUser(existing.email))) {
    // The sign-in still exists: bring the profile back so the account stays visible and can be retried.
    await transact([{ item: Admin.put(existing) }, { item: Counters.change({ admins: 1 }) }]);
    throw new Error(`Could not delete the Cognito user of admin ${adminId}`);
  }
}

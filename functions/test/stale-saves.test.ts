import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../src/db/client';
import { adminKey } from '../src/db/entities/admin';
import { packageKey } from '../src/db/entities/package';
import { studentKey } from '../src/db/entities/student';
import { useGateway, userWithGroup } from './support/gateway';
import { activePackage, signUpStudent } from './support/student-fixtures';

/** Every record the team edits carries a version: a save based on an older one is refused. */
describe('no lost updates: stale saves get 409 and change nothing', () => {
  const call = useGateway();
  let admin: string;
  let superAdmin: string;
  beforeAll(async () => {
    admin = (await userWithGroup('admin')).token;
    superAdmin = (await userWithGroup('super_admin')).token;
  });
  const stored = async (key: { pk: string; sk: string }) =>
    (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item!;

  it("a student's status: the second admin's save from the same version is refused", async () => {
    const student = await signUpStudent(call);
    const path = `/api/admin/students/${student.userId}`;
    const read = (await call('GET', path, { token: admin })).body.profile;
    expect(read.version).toBe(0);
    const first = await call('PATCH', path, { token: admin, body: { status: 'on_hold', version: read.version } });
    expect(first).toMatchObject({ status: 200, body: { status: 'on_hold', version: 1 } });
    const second = await call('PATCH', path, { token: admin, body: { status: 'inactive', version: read.version } });
    expect(second).toMatchObject({
      status: 409,
      body: {
        error: { message: 'Someone else changed this student meanwhile: reload to see it. What you typed is kept.' },
      },
    });
    // A-B-A: back to the status read, still refused, since the version moved on.
    const back = await call('PATCH', path, { token: admin, body: { status: 'active', version: 1 } });
    expect(back.body.version).toBe(2);
    expect((await call('PATCH', path, { token: admin, body: { status: 'inactive', version: 1 } })).status).toBe(409);
    expect(await stored(studentKey(student.userId))).toMatchObject({ status: 'active', version: 2 });
  });

  it('a package: a stale edit is refused; one written before versions saves as version 0', async () => {
    // Packages.create writes the item as the previous version did: no version attribute.
    const pkg = await activePackage(3);
    expect((await stored(packageKey(pkg.id))).version).toBeUndefined();
    const listed = (await call('GET', '/api/admin/packages', { token: admin })).body.items.find(
      (candidate: { id: string }) => candidate.id === pkg.id,
    );
    expect(listed.version).toBe(0);
    const body = { name: pkg.name, description: pkg.description, priceUsd: 60, sessionCount: 3, isActive: true };
    const path = `/api/admin/packages/${pkg.id}`;
    expect(await call('PUT', path, { token: admin, body: { ...body, version: 0 } })).toMatchObject({
      status: 200,
      body: { priceUsd: 60, version: 1 },
    });
    const stale = await call('PUT', path, { token: admin, body: { ...body, priceUsd: 10, version: 0 } });
    expect(stale).toMatchObject({
      status: 409,
      body: {
        error: { message: 'Someone else changed this package meanwhile: reload to see it. What you typed is kept.' },
      },
    });
    expect(await stored(packageKey(pkg.id))).toMatchObject({ priceCents: 6000, version: 1 });
    const missing = await call('PUT', path, { token: admin, body: { ...body } });
    expect(missing).toMatchObject({ status: 400 });
    expect(missing.body.error.fields.version).toBe('Reload the package: its version is missing');
  });

  it("an admin's name and role: a stale edit is refused, also for a profile written before versions", async () => {
    const made = await call('POST', '/api/admin/admins', {
      token: superAdmin,
      body: {
        name: 'Khadija',
        email: `stale-${crypto.randomUUID()}@example.com`,
        password: 'Admin-pass-9',
        role: 'admin',
      },
    });
    expect(made.body.version).toBe(0);
    // As the previous version wrote it: no version attribute.
    await db().send(
      new UpdateCommand({ TableName: tableName(), Key: adminKey(made.body.id), UpdateExpression: 'REMOVE version' }),
    );
    const path = `/api/admin/admins/${made.body.id}`;
    const renamed = await call('PATCH', path, {
      token: superAdmin,
      body: { name: 'Khadija Bello', role: 'admin', version: 0 },
    });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Khadija Bello', version: 1 } });
    const stale = await call('PATCH', path, {
      token: superAdmin,
      body: { name: 'Khadija B.', role: 'admin', version: 0 },
    });
    expect(stale).toMatchObject({
      status: 409,
      body: {
        error: { message: 'Someone else changed this admin meanwhile: reload to see it. What you typed is kept.' },
      },
    });
    expect(await stored(adminKey(made.body.id))).toMatchObject({ name: 'Khadija Bello', version: 1 });
  });

  it('two saves from the same version at the same moment: exactly one lands', async () => {
    const pkg = await activePackage(2);
    const body = { name: pkg.name, description: pkg.description, sessionCount: 2, isActive: true, version: 0 };
    const answers = await Promise.all(
      [40, 45, 50].map((priceUsd) =>
        call('PUT', `/api/admin/packages/${pkg.id}`, { token: admin, body: { ...body, priceUsd } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body.priceUsd as number;
    expect(await stored(packageKey(pkg.id))).toMatchObject({ priceCents: winner * 100, version: 1 });
  });
});

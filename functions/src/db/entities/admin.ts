import { tableName } from '../client';
import { byCreated, type TxItem } from '../table';

/** Admin profile: name and status of an admin account (the role itself lives in Cognito groups). */
export const adminKey = (userId: string) => ({ pk: `ADMIN#${userId}`, sk: 'ADMIN' });
const ALL = 'ADMINS';

export interface AdminProfile {
  id: string;
  name: string;
  email: string;
  status: 'active';
  createdAt: string;
  updatedAt: string;
}

export function put(admin: AdminProfile): TxItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...adminKey(admin.id),
        type: 'admin',
        ...admin,
        gsi1pk: ALL,
        gsi1sk: byCreated(admin.createdAt, admin.id),
      },
    },
  };
}

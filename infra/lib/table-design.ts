/** The single table's key schema, shared by the CDK stack and the local emulator setup. */
export const TABLE_KEYS = { partitionKey: 'pk', sortKey: 'sk' } as const;

/** Items with this attribute (epoch seconds) expire: rate-limit windows. */
export const TTL_ATTRIBUTE = 'expiresAt';

export const TABLE_INDEXES = [
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  { indexName: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
] as const;

export const USER_GROUPS = ['student', 'tutor', 'admin', 'super_admin'] as const;

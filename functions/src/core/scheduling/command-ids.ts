import { idFromPartitionKey } from '../../db/entities/provider-command';

/** The command ids among a stream batch's partition keys (`PCMD#<id>`); other keys are left out. */
export function commandIdsOf(partitionKeys: readonly string[]): string[] {
  return partitionKeys.flatMap((pk) => {
    const id = idFromPartitionKey(pk);
    return id ? [id] : [];
  });
}

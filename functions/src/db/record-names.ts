import { batchGet } from './batch-get';
import { adminKey } from './entities/admin';
import { courseKey } from './entities/course';
import { leadKey } from './entities/lead';
import { packageKey } from './entities/package';
import { studentKey } from './entities/student';
import { tutorKey } from './entities/tutor';

/** The kinds of record the back office names in its logs, and where each keeps its name. */
const KINDS = {
  student: { key: studentKey, attribute: 'fullName' },
  lead: { key: leadKey, attribute: 'fullName' },
  course: { key: courseKey, attribute: 'title' },
  package: { key: packageKey, attribute: 'name' },
  admin: { key: adminKey, attribute: 'name' },
  tutor: { key: tutorKey, attribute: 'name' },
} as const;
export type NamedKind = keyof typeof KINDS;

export interface RecordRef {
  kind: NamedKind;
  id: string;
}

export interface RecordNames {
  /** The record's name as it is now; null when it is gone (or no id was given). */
  of(kind: NamedKind, id: unknown): string | null;
}

/** A BatchGetItem takes at most 100 keys. */
const BATCH = 100;

/**
 * The names of records of several kinds at once: one BatchGetItem per 100 distinct records
 * (in parallel), only the name attributes read. An erased person's record answers with its
 * placeholder name, as it reads everywhere.
 */
export async function getNames(refs: readonly RecordRef[]): Promise<RecordNames> {
  const keys = new Map<string, Record<string, string>>();
  for (const ref of refs) {
    const key = KINDS[ref.kind].key(ref.id);
    keys.set(key.pk, key);
  }
  const all = [...keys.values()];
  const batches = [];
  for (let start = 0; start < all.length; start += BATCH) batches.push(all.slice(start, start + BATCH));
  const items = (
    await Promise.all(
      batches.map((batch) =>
        batchGet<Record<string, unknown>>(batch, 'pk, fullName, title, #name', { names: { '#name': 'name' } }),
      ),
    )
  ).flat();
  const byPartition = new Map(items.map((item) => [String(item.pk), item]));
  return {
    of(kind, id) {
      if (typeof id !== 'string' || id === '') return null;
      const { key, attribute } = KINDS[kind];
      const value = byPartition.get(key(id).pk)?.[attribute];
      return typeof value === 'string' && value !== '' ? value : null;
    },
  };
}

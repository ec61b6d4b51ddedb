import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as Lead from '../entities/lead';
import * as SearchToken from '../entities/search-token';
import * as Student from '../entities/student';
import { eachPage, type Migration, type MigrationContext } from './migration';

/**
 * The back office's search reads search tokens (search-token.ts): every lead and student the
 * previous version wrote is filed under its prefixes, as new ones are when written. A token is a
 * plain put of the same item the application writes, so running it again (or alongside the
 * application filing a record) changes nothing. The records themselves do not change; an erased
 * student (no name, no address) is filed under nothing.
 */
const LISTS = [
  {
    partition: Lead.ALL_LEADS.partition,
    file: (item: Record<string, unknown>) => SearchToken.tokenItems('LEAD', SearchToken.filingOf(item as never)),
  },
  {
    partition: Student.ALL_STUDENTS,
    file: (item: Record<string, unknown>) => SearchToken.tokenItems('STUDENT', SearchToken.filingOf(item as never)),
  },
];
/** Token writes in flight at once (each a single PutItem). */
const PARALLEL_PUTS = 25;

export const searchTokens: Migration = {
  id: '0003-search-tokens',
  description: 'Leads and students: search tokens for every record written before them',
  access: { queries: LISTS.map((list) => list.partition), writes: [`${SearchToken.SEARCH_PREFIX}*`] },
  async run(context) {
    let changed = 0;
    for (const list of LISTS) {
      await eachPage(
        context,
        {
          partition: list.partition,
          ProjectionExpression: 'id, createdAt, #status, fullName, email, phone, erasedAt',
          ExpressionAttributeNames: { '#status': 'status' },
        },
        async (items) => {
          const puts = items.filter((item) => !item.erasedAt).flatMap((item) => list.file(item));
          await putAll(context, puts);
          changed += puts.length;
        },
      );
    }
    return { changed };
  },
};

async function putAll(context: MigrationContext, items: readonly Record<string, unknown>[]) {
  for (let start = 0; start < items.length; start += PARALLEL_PUTS) {
    await Promise.all(
      items
        .slice(start, start + PARALLEL_PUTS)
        .map((Item) => context.db.send(new PutCommand({ TableName: context.tableName, Item }))),
    );
  }
}

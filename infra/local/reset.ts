/** `npm run reset`: wipe the local data folder (DynamoDB tables and the Cognito pool). */
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
if (!dataDir.startsWith(root + path.sep) && process.env.DATA_DIR === undefined) {
  throw new Error(`Refusing to delete ${dataDir}`);
}
rmSync(dataDir, { recursive: true, force: true });
console.log(`Local data removed: ${dataDir}. The next npm start seeds the demo catalogue again.`);

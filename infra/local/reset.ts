/** `npm run reset`: wipe the local data folder (DynamoDB tables and the Cognito pool). */
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
// Never a folder that holds more than local data: the filesystem root, the home folder, the repository.
if ([path.parse(dataDir).root, os.homedir(), root].includes(dataDir)) {
  throw new Error(`Refusing to delete ${dataDir}: point DATA_DIR at the local data folder`);
}
rmSync(dataDir, { recursive: true, force: true });
console.log(`Local data removed: ${dataDir}. The next npm start seeds the demo catalogue again.`);

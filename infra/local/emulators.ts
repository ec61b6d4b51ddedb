import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startChild, waitForPort, type Child } from './processes';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

/** Amazon's DynamoDB Local, the jar shipped in amplify-dynamodb-simulator, run with Java 17. */
export async function startDynamoDb(options: { port: number; dataDir?: string; verbose?: boolean }): Promise<Child> {
  const emulator = path.join(packageDir('amplify-dynamodb-simulator'), 'emulator');
  const storage = options.dataDir
    ? (mkdirSync(options.dataDir, { recursive: true }), ['-sharedDb', '-dbPath', options.dataDir])
    : ['-sharedDb', '-inMemory'];
  const child = startChild(
    'dynamodb',
    'java',
    [
      `-Djava.library.path=${path.join(emulator, 'DynamoDBLocal_lib')}`,
      // Enough for the demo and the suites; a school-sized volume (tens of thousands of records with
      // their search tokens) needs more: DYNAMODB_LOCAL_HEAP=3g.
      `-Xmx${process.env.DYNAMODB_LOCAL_HEAP ?? '512m'}`,
      '-jar',
      path.join(emulator, 'DynamoDBLocal.jar'),
      ...storage,
      '-port',
      String(options.port),
    ],
    // It writes a metadata file into its working folder: keep that out of the repository.
    { verbose: options.verbose, cwd: options.dataDir ?? os.tmpdir() },
  );
  await waitForPort(options.port, 'DynamoDB Local');
  return child;
}

/** cognito-local keeps its pools under .cognito/ of its working folder. */
export async function startCognito(options: { port: number; dataDir: string; verbose?: boolean }): Promise<Child> {
  mkdirSync(options.dataDir, { recursive: true });
  const child = startChild(
    'cognito',
    process.execPath,
    [path.join(packageDir('cognito-local'), 'lib', 'bin', 'start.js')],
    { cwd: options.dataDir, env: { PORT: String(options.port), HOST: '127.0.0.1' }, verbose: options.verbose },
  );
  await waitForPort(options.port, 'cognito-local');
  return child;
}

/** aws-ses-v2-local: the SES API plus a mail viewer at its root and every mail as JSON at /store. */
export async function startSes(options: { port: number; verbose?: boolean }): Promise<Child> {
  const child = startChild(
    'ses',
    process.execPath,
    [
      path.join(packageDir('aws-ses-v2-local'), 'dist', 'cli.js'),
      '--host',
      '127.0.0.1',
      '--port',
      String(options.port),
    ],
    { verbose: options.verbose },
  );
  await waitForPort(options.port, 'aws-ses-v2-local');
  return child;
}

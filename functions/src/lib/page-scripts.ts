import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { ScriptFile } from '@app/shared/site/page-html';
import { env } from './env';

/**
 * Where the page function puts the scripts it moves out of a page (the router's context and the
 * page's data, which the site's CSP will not run inline): beside the build's own, under /assets,
 * named by their content, so a page and its scripts always agree and a script once written never
 * changes. In AWS the site bucket (cached for a year, like the bundles); locally a folder the
 * local web server serves under /assets. Each is written once per container and destination, and
 * in S3 only if absent (a conditional put: an existing script is never rewritten).
 */
let client: S3Client | undefined;
const written = new Set<string>();

export async function keepPageScripts(scripts: ScriptFile[]): Promise<void> {
  const destination = env.localSiteScriptsDir() ?? env.siteBucket() ?? '';
  const fresh = scripts.filter((script) => !written.has(`${destination}${script.url}`));
  await Promise.all(fresh.map(keep));
  for (const script of fresh) written.add(`${destination}${script.url}`);
}

async function keep(script: ScriptFile): Promise<void> {
  const key = script.url.replace(/^\//, '');
  const dir = env.localSiteScriptsDir();
  if (dir) {
    const file = path.join(dir, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, script.code);
    return;
  }
  const bucket = env.siteBucket();
  if (!bucket) throw new Error('Nowhere to keep page scripts: set SITE_BUCKET (AWS) or LOCAL_SITE_SCRIPTS_DIR (local)');
  client ??= new S3Client({ region: env.region() });
  try {
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: script.code,
        ContentType: 'text/javascript; charset=utf-8',
        CacheControl: 'public, max-age=31536000, immutable',
        IfNoneMatch: '*',
      }),
    );
  } catch (error) {
    // 412: it is there already (same name, same content); 409: another render is writing it now.
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    if (status !== 412 && status !== 409) throw error;
  }
}

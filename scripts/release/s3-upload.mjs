import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ReleaseError } from './release-error.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TYPES = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
/** Files the browser must ask for again: they name a version's other files. */
const REVALIDATED = new Set(['remoteEntry.js', 'exposed-files.json', 'mf-manifest.json']);

/** The AWS SDK the server already depends on, or a clear "not supported". */
async function s3Sdk() {
  try {
    const require = createRequire(path.join(root, 'server', 'package.json'));
    return /** @type {typeof import('@aws-sdk/client-s3')} */ (
      await import(require.resolve('@aws-sdk/client-s3'))
    );
  } catch {
    throw new ReleaseError(
      's3:// is not supported here: the AWS SDK (@aws-sdk/client-s3 in server/) is not installed; publish to a folder with --to DIR and sync it',
    );
  }
}

/**
 * Uploads `dist` under `s3://bucket/prefix/key/`, refusing a version already there. The
 * bucket's credentials and region come from the AWS SDK's usual environment, or the server's
 * S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_FORCE_PATH_STYLE.
 * @param {string} dist
 * @param {string} to
 * @param {string} key
 * @param {NodeJS.ProcessEnv} env
 * @param {(line: string) => void} say
 */
export async function uploadToS3(dist, to, key, env, say) {
  const { S3Client, ListObjectsV2Command, PutObjectCommand } = await s3Sdk();
  const url = new URL(to);
  const bucket = url.hostname;
  const prefix = [url.pathname.replace(/^\/+|\/+$/g, ''), key].filter(Boolean).join('/');
  const client = new S3Client({
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    ...(env.S3_FORCE_PATH_STYLE === 'true' ? { forcePathStyle: true } : {}),
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
  });
  const existing = await client.send(
    new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/`, MaxKeys: 1 }),
  );
  if ((existing.KeyCount ?? 0) > 0) {
    throw new ReleaseError(
      `s3://${bucket}/${prefix}/ exists already: a version is never overwritten`,
    );
  }
  const files = fs
    .readdirSync(dist, { recursive: true, withFileTypes: true })
    // A bucket cannot pick a precompressed copy per request: only the files themselves go up.
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name));
  for (const entry of files) {
    const file = path.join(entry.parentPath, entry.name);
    const name = path.relative(dist, file).split(path.sep).join('/');
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: `${prefix}/${name}`,
        Body: fs.readFileSync(file),
        ContentType:
          TYPES[/** @type {keyof typeof TYPES} */ (path.extname(name))] ??
          'application/octet-stream',
        CacheControl: REVALIDATED.has(entry.name)
          ? 'no-cache'
          : 'public, max-age=31536000, immutable',
      }),
    );
  }
  say(`Uploaded ${files.length} files`);
}

import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from './config';
import { STORAGE_KEY, type FileStorage } from './storage';

/**
 * Uploaded files in an S3-compatible bucket: what lets several server processes (or machines)
 * serve the same logos and resumes. The bucket stays private; files are read through the API,
 * which checks who may read them, as with local disk.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  /** Use `openS3Storage`, which loads the SDK. */
  constructor(
    private readonly sdk: typeof import('@aws-sdk/client-s3'),
    private readonly config: S3Config,
  ) {
    this.client = new sdk.S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint
        ? {
            endpoint: config.endpoint,
            // S3-compatible services often reject the SDK's newer default checksum headers and
            // chunked uploads; they are sent only where an operation requires them.
            requestChecksumCalculation: 'WHEN_REQUIRED' as const,
            responseChecksumValidation: 'WHEN_REQUIRED' as const,
          }
        : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
    });
  }

  private objectKey(key: string): string {
    if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return `${this.config.prefix}${key}`;
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        Body: data,
      }),
    );
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
      );
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof this.sdk.NoSuchKey) return null;
      // Some services answer a missing key with a bare 404 rather than NoSuchKey.
      if (error instanceof this.sdk.S3ServiceException && error.$metadata.httpStatusCode === 404) {
        return null;
      }
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(
      new this.sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
    );
  }

  /** Resolves when the bucket answers and these credentials may use it (readiness). */
  async check(signal?: AbortSignal): Promise<void> {
    await this.client.send(
      new this.sdk.HeadBucketCommand({ Bucket: this.config.bucket }),
      signal ? { abortSignal: signal } : {},
    );
  }

  close(): void {
    this.client.destroy();
  }
}

/**
 * The AWS SDK is loaded only when a bucket is configured: it is large, and the embedded default
 * (and every start without S3) does without it.
 */
export async function openS3Storage(config: S3Config): Promise<S3Storage> {
  return new S3Storage(await import('@aws-sdk/client-s3'), config);
}

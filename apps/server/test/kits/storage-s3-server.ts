/**
 * An S3-compatible server for the tests (imported by test files only): s3rver from npm, in this process, on a free
 * port, its data in a temporary directory, with a bucket of its own created through the S3 API.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/config.ts';

/** s3rver's one account: it refuses any other access key (SigV4 signatures themselves it does not verify). */
const ACCOUNT = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  settings: S3Settings;
  /** STORAGE=s3 and the S3_ variables that point the app at this server's bucket. */
  env: Record<string, string>;
  /** A client of its own, for looking into the bucket behind the storage's back. */
  client: S3Client;
  /** The names of the objects in the bucket. */
  objectKeys(): Promise<string[]>;
  stop(): Promise<void>;
}

export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'swp-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: `swp-test-${randomBytes(4).toString('hex')}`,
    ...ACCOUNT,
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: ACCOUNT,
  });
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  return {
    settings,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: settings.bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    },
    client,
    async objectKeys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async stop() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

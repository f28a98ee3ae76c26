import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../../test/production-env.ts';
import { loadConfig } from '../config.ts';
import { createStorage, LocalDiskStorage } from './storage.ts';
import { S3Storage } from './storage-s3.ts';

const S3_ENV = {
  STORAGE: 's3',
  S3_ENDPOINT: 'http://minio.internal:9000',
  S3_BUCKET: 'caigou-files',
  S3_ACCESS_KEY_ID: 'caigou',
  S3_SECRET_ACCESS_KEY: 'caigou-secret',
};

const withoutS3 = (name: keyof typeof S3_ENV) => {
  const { [name]: _dropped, ...rest } = S3_ENV;
  return { ...PRODUCTION_ENV, ...rest };
};

describe('STORAGE picks the file storage', () => {
  it('is the data directory unless STORAGE=s3', async () => {
    const config = loadConfig({ APP_MODE: 'test', FILES_DIR: '/srv/caigou/files' });
    expect(config.storage).toEqual({ driver: 'disk' });
    const storage = await createStorage(config);
    expect(storage).toBeInstanceOf(LocalDiskStorage);
    expect((storage as LocalDiskStorage).root).toBe('/srv/caigou/files');
    expect(loadConfig({ APP_MODE: 'test', STORAGE: 'disk', S3_BUCKET: 'ignored' }).storage).toEqual({ driver: 'disk' });
  });

  it('reads the bucket settings for STORAGE=s3, with region us-east-1 and path-style addressing by default', async () => {
    const config = loadConfig({ ...PRODUCTION_ENV, ...S3_ENV });
    expect(config.storage).toEqual({
      driver: 's3',
      s3: {
        endpoint: 'http://minio.internal:9000',
        region: 'us-east-1',
        bucket: 'caigou-files',
        accessKeyId: 'caigou',
        secretAccessKey: 'caigou-secret',
        forcePathStyle: true,
      },
    });
    const storage = await createStorage(config);
    expect(storage).toBeInstanceOf(S3Storage);
    await storage.close();
    const aws = loadConfig({ ...PRODUCTION_ENV, ...S3_ENV, S3_REGION: 'cn-north-1', S3_FORCE_PATH_STYLE: 'false' });
    expect(aws.storage).toMatchObject({ s3: { region: 'cn-north-1', forcePathStyle: false } });
  });
});

describe('STORAGE=s3 refuses to start without its settings, naming them in one line', () => {
  it.each(['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)('without %s', (name) => {
    expect(() => loadConfig(withoutS3(name))).toThrow(new RegExp(`^配置错误: STORAGE=s3 需要 ${name}（[^\\n]*$`));
  });

  it('names every missing one, counts an empty value as missing, and refuses in test mode too', () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, STORAGE: 's3', S3_BUCKET: '' })).toThrow(
      /^配置错误: STORAGE=s3 需要 S3_ENDPOINT、S3_BUCKET、S3_ACCESS_KEY_ID、S3_SECRET_ACCESS_KEY（/,
    );
    expect(() => loadConfig({ APP_MODE: 'test', STORAGE: 's3' })).toThrow(/STORAGE=s3 需要 S3_ENDPOINT/);
  });

  it.each([
    ['an unknown driver', { STORAGE: 'nfs' }, /^配置错误: STORAGE: /],
    ['an endpoint that is not a URL', { S3_ENDPOINT: 'minio:9000' }, /^配置错误: S3_ENDPOINT: 须为 http/],
    ['a bucket name S3 would refuse', { S3_BUCKET: 'Caigou_Files' }, /^配置错误: S3_BUCKET: 存储桶名须为/],
    ['path style that is not true or false', { S3_FORCE_PATH_STYLE: 'yes' }, /^配置错误: S3_FORCE_PATH_STYLE: /],
  ])('refuses %s', (_case, change, message) => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, ...S3_ENV, ...change })).toThrow(message);
  });
});

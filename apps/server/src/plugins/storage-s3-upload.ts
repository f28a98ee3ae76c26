import { Readable } from 'node:stream';
import { AbortMultipartUploadCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';

/**
 * S3 wants each request's length up front, and an upload's stream has none: lib-storage's Upload sends it in parts
 * of this size (S3's minimum for every part but the last), or as one PUT when it fits in one. With a queue of 1 a
 * server process holds at most one part of each upload in memory and sends the parts one after another: a deadline
 * surge of many parallel uploads needs the memory more than one upload needs the speed.
 */
export const PART_BYTES = 5 * 1024 * 1024;

/**
 * Stores the stream as the object `key`. A failure of the stream or of S3 rejects with THAT failure and leaves no
 * object. Upload's own clean-up is turned off (leavePartsOnError) because it reports a failed abort instead of the
 * cause — an upload over the size limit must still read 文件大小不能超过…; the parts sent are aborted here, and an
 * abort that fails too leaves invisible parts that a bucket lifecycle rule for incomplete uploads clears.
 */
export async function uploadStream(client: S3Client, bucket: string, key: string, source: Readable): Promise<void> {
  const upload = new Upload({
    client,
    // Wrapped: Upload takes a Body's `size` property for its length, and the upload inspector's `size` is the count
    // of bytes read so far (0 at the start). Readable.from keeps the back-pressure and the source's errors.
    params: { Bucket: bucket, Key: key, Body: Readable.from(source) },
    partSize: PART_BYTES,
    queueSize: 1,
    leavePartsOnError: true,
  });
  try {
    await upload.done();
  } catch (error) {
    if (upload.uploadId) {
      await client
        .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: upload.uploadId }))
        .catch(() => undefined);
    }
    throw error;
  }
}

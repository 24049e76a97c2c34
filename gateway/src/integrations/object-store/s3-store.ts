import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import type { Readable } from 'node:stream'
import { ObjectNotFoundError, checkKey, type ObjectStore } from './types'

/** Connection of an S3-compatible store (AWS S3, MinIO, Ceph, OSS/COS in S3 mode …). */
export interface S3Settings {
  endpoint: string | null
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  /** Path-style addresses (`endpoint/bucket/key`), as MinIO and most self-hosted stores need. */
  forcePathStyle: boolean
}

/** Part size of multipart uploads (the S3 minimum is 5 MiB). */
const PART_SIZE = 5 * 1024 * 1024

/** An object store on S3 through the official client: multipart upload, presigned downloads. */
export function s3Store(settings: S3Settings): ObjectStore & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  })
  const Bucket = settings.bucket
  return {
    kind: 's3',
    client,
    async put(key, body, contentType) {
      await new Upload({
        client,
        params: { Bucket, Key: checkKey(key), Body: body, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: 2,
      }).done()
    },
    async get(key, range) {
      try {
        const Range = range ? `bytes=${range.start}-${range.end}` : undefined
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key), Range }))
        return answer.Body as Readable
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
          throw new ObjectNotFoundError(`No object ${key}`, { cause: error })
        throw error
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }))
    },
    async presignedGet(key, fileName, seconds) {
      const disposition = `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`
      return getSignedUrl(
        client,
        new GetObjectCommand({ Bucket, Key: checkKey(key), ResponseContentDisposition: disposition }),
        { expiresIn: seconds },
      )
    },
  }
}

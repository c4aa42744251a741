import * as Minio from 'minio'

interface S3Access {
  endpoint: string
  accessKey: string
  secretKey: string
}

/**
 * What an API process killed mid-upload leaves in the store: a multipart upload begun, one part
 * of `partBytes` stored, never completed nor aborted. Returns its upload id.
 */
export async function leaveUnfinishedUpload(
  s3: S3Access,
  bucket: string,
  key: string,
  partBytes = 5 * 1024 * 1024,
): Promise<string> {
  const endpoint = new URL(s3.endpoint)
  const client = new Minio.Client({
    endPoint: endpoint.hostname,
    port: Number(endpoint.port),
    useSSL: false,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    region: 'us-east-1',
    pathStyle: true,
  })
  const uploadId = await client.initiateNewMultipartUpload(bucket, key, {
    'Content-Type': 'video/mp4',
  })
  await client.uploadPart(
    { bucketName: bucket, objectName: key, uploadID: uploadId, partNumber: 1, headers: {} },
    Buffer.alloc(partBytes, 7),
  )
  return uploadId
}

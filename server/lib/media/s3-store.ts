import type { S3Client } from "@aws-sdk/client-s3";
import { type MediaStore, etagOf } from "./store.ts";

export type S3Location = { endpoint: string; bucket: string; prefix: string; region: string; credentials?: { accessKeyId: string; secretAccessKey: string } };

/**
 * S3_URL = `https://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix][?region=…]`. Without a key pair the SDK's
 * usual chain (environment, instance role) signs. Region defaults to us-east-1.
 */
export function parseS3Url(value: string): S3Location {
  const url = new URL(value);
  const [bucket, ...rest] = url.pathname.split("/").filter(Boolean);
  if (!bucket) throw new Error("S3_URL needs a bucket: https://KEY:SECRET@host/bucket");
  const credentials = url.username
    ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
    : undefined;
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    prefix: rest.length ? `${rest.join("/")}/` : "",
    region: url.searchParams.get("region") ?? "us-east-1",
    credentials,
  };
}

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
};

/** Pictures as objects in a bucket (AWS S3, MinIO, R2, …), read by the media route and served by us. */
export function createS3MediaStore(value: string): MediaStore {
  const loc = parseS3Url(value);
  // The SDK is hundreds of modules: loaded only by a shop that stores pictures in a bucket (docs/decisions/038).
  const sdk = import("@aws-sdk/client-s3");
  const client: Promise<S3Client> = sdk.then(({ S3Client }) => new S3Client({
    endpoint: loc.endpoint,
    region: loc.region,
    credentials: loc.credentials,
    // Path-style addressing works with every S3-compatible server; bucket subdomains need DNS set up.
    forcePathStyle: true,
    // The newer default checksums are not understood by every S3-compatible server.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  }));
  const objectKey = (key: string) => loc.prefix + key;
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      const { PutObjectCommand } = await sdk;
      await (await client).send(new PutObjectCommand({ Bucket: loc.bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const { GetObjectCommand } = await sdk;
        const out = await (await client).send(new GetObjectCommand({ Bucket: loc.bucket, Key: objectKey(key) }));
        if (!out.Body) return null;
        const bytes = await out.Body.transformToByteArray();
        return { bytes, contentType: out.ContentType ?? "application/octet-stream", etag: out.ETag ?? etagOf(bytes) };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async remove(keys) {
      const [{ DeleteObjectCommand }, c] = await Promise.all([sdk, client]);
      await Promise.all(keys.map((k) => c.send(new DeleteObjectCommand({ Bucket: loc.bucket, Key: objectKey(k) }))));
    },
  };
}

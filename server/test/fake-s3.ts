import { createHash } from "node:crypto";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeObject = { bytes: Buffer; contentType: string; etag: string };

/**
 * A local stand-in for an S3-compatible server with just what the media store calls: PUT, GET and DELETE
 * of one object, path-style (`/<bucket>/<key>`). Requests must be SigV4-signed with the given access key
 * (the signature itself is not checked: the SDK computes it, we only check it was sent for that key).
 */
export async function startFakeS3(opts: { bucket: string; accessKeyId: string }) {
  const objects = new Map<string, FakeObject>();
  const requests: { method: string; key: string }[] = [];
  const xmlError = (res: ServerResponse, status: number, code: string) => {
    res.writeHead(status, { "Content-Type": "application/xml" });
    res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = decodeURIComponent((req.url ?? "").split("?")[0]);
      const prefix = `/${opts.bucket}/`;
      if (!path.startsWith(prefix)) return xmlError(res, 404, "NoSuchBucket");
      if (!String(req.headers.authorization ?? "").startsWith(`AWS4-HMAC-SHA256 Credential=${opts.accessKeyId}/`)) return xmlError(res, 403, "AccessDenied");
      const key = path.slice(prefix.length);
      requests.push({ method: req.method ?? "", key });
      if (req.method === "PUT") {
        const bytes = Buffer.concat(chunks);
        const etag = `"${createHash("md5").update(bytes).digest("hex")}"`;
        objects.set(key, { bytes, contentType: String(req.headers["content-type"] ?? "application/octet-stream"), etag });
        res.writeHead(200, { ETag: etag });
        return res.end();
      }
      if (req.method === "GET") {
        const object = objects.get(key);
        if (!object) return xmlError(res, 404, "NoSuchKey");
        res.writeHead(200, { "Content-Type": object.contentType, "Content-Length": object.bytes.length, ETag: object.etag });
        return res.end(object.bytes);
      }
      if (req.method === "DELETE") {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      xmlError(res, 405, "MethodNotAllowed");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { createHash, createHmac, randomBytes } from "node:crypto";
import fs from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { OffsiteStorageInput } from "#core/schemas/backups";

/** The account s3rver knows; the secret is the test's own, checked in front of it. */
const ACCESS_KEY_ID = "S3RVER";
const REGION = "us-east-1";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const hmac = (key: string | Buffer, text: string) => createHmac("sha256", key).update(text).digest();
/** RFC 3986 encoding, as AWS Signature Version 4 canonicalizes a query. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Why a request's AWS Signature Version 4 is refused, or null when it holds: computed here from the
 * request as received, as a storage does (s3rver checks only the key id of this version).
 */
function signatureRefusal(request: IncomingMessage, secret: string): string | null {
  const authorization = request.headers.authorization ?? "";
  const found =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/([^,]+), ?SignedHeaders=([^,]+), ?Signature=(\w+)$/.exec(
      authorization,
    );
  if (!found) return "SignatureDoesNotMatch";
  const [, keyId = "", scope = "", signedHeaders = "", signature] = found;
  if (keyId !== ACCESS_KEY_ID) return "InvalidAccessKeyId";
  const url = new URL(request.url ?? "/", "http://storage");
  const query = [...url.searchParams]
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join("&");
  const headers = signedHeaders
    .split(";")
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? "")
          .trim()
          .replace(/\s+/g, " ")}\n`,
    )
    .join("");
  const canonical = [
    request.method,
    url.pathname,
    query,
    headers,
    signedHeaders,
    request.headers["x-amz-content-sha256"] ?? "UNSIGNED-PAYLOAD",
  ].join("\n");
  const toSign = ["AWS4-HMAC-SHA256", request.headers["x-amz-date"], scope, sha256(canonical)].join("\n");
  const key = scope.split("/").reduce<Buffer | string>((last, part) => hmac(last, part), `AWS4${secret}`);
  return hmac(key, toSign).toString("hex") === signature ? null : "SignatureDoesNotMatch";
}

function refuse(response: ServerResponse, code: string) {
  response.writeHead(403, { "content-type": "application/xml" });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
  );
}

/** Deleting one object or many: what a key without that permission is refused. */
export const isDeletion = (request: IncomingMessage) =>
  request.method === "DELETE" || new URL(request.url ?? "/", "http://storage").searchParams.has("delete");

/**
 * A real S3 API server (s3rver) on 127.0.0.1 with one bucket, that checks each request's signature
 * against its secret key as a storage does, and answers AccessDenied to what `forbidden` picks, as a
 * storage does to a key without that permission. Its store is a temporary folder, removed by `stop`.
 */
export async function startLocalS3({
  bucket = "shop-backups",
  forbidden = (_: IncomingMessage): boolean => false,
} = {}) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "shop-test-s3-"));
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const secretAccessKey = randomBytes(20).toString("hex");
  const server = http.createServer((request, response) => {
    const refusal =
      signatureRefusal(request, secretAccessKey) ?? (forbidden(request) ? "AccessDenied" : null);
    if (!refusal) return handle(request, response);
    // Read to its end first, so the client hears the refusal rather than a broken connection.
    request.resume();
    request.on("end", () => refuse(response, refusal));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = new S3Client({
    endpoint,
    region: REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

  return {
    endpoint,
    bucket,
    /** The admin's form filled in for this storage, copies on. */
    settings: (changes: Partial<OffsiteStorageInput> = {}): OffsiteStorageInput => ({
      enabled: true,
      endpoint,
      region: REGION,
      bucket,
      folder: "",
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey,
      pathStyle: true,
      ...changes,
    }),
    secretAccessKey,
    /** Every object's key in the bucket, sorted. */
    async keys(): Promise<string[]> {
      const { Contents = [] } = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return Contents.map((object) => object.Key ?? "").sort();
    },
    put: (key: string, body: string) =>
      client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body })),
    /** Saves an object to `file`, streamed. */
    async download(key: string, file: string) {
      const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!Body) throw new Error(`${key} has no body`);
      await pipeline(Body as NodeJS.ReadableStream, fs.createWriteStream(file));
    },
    async stop() {
      client.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type LocalS3 = Awaited<ReturnType<typeof startLocalS3>>;

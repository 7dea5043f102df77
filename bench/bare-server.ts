/**
 * The baseline for the benches: plain node:http answering every request with the bytes of the file
 * in `argv[2]`, as content type `argv[3]` (and content encoding `argv[4]`, when given). Nothing else,
 * so it is the ceiling for this machine.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { announcePort, stopWithParent } from "./bench-child";

const [file, contentType, contentEncoding] = process.argv.slice(2);
if (!file || !contentType)
  throw new Error("usage: bare-server.ts <body-file> <content-type> [content-encoding]");

const body = fs.readFileSync(file);
const headers: Record<string, string> = {
  "Content-Type": contentType,
  "Content-Length": String(body.byteLength),
  ...(contentEncoding ? { "Content-Encoding": contentEncoding } : {}),
};

stopWithParent();
const server = http.createServer((_request, response) => {
  response.writeHead(200, headers).end(body);
});
server.listen(0, "127.0.0.1", () => announcePort((server.address() as AddressInfo).port));

/**
 * A push service on 127.0.0.1 that answers each push after PUSH_DELAY_MS, as a real one over a
 * mobile carrier's link might: its own process, so the shop's memory figure holds only the shop.
 * Prints its address, then the count of pushes received on each line read from stdin.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import readline from "node:readline";

const DELAY_MS = Number(process.env.PUSH_DELAY_MS ?? 50);
let received = 0;
const server = http.createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    setTimeout(() => {
      received += 1;
      response.writeHead(201).end();
    }, DELAY_MS);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
// Its parent gone (stdin closed), it goes too.
readline
  .createInterface({ input: process.stdin })
  .on("line", () => process.stdout.write(`${received}\n`))
  .on("close", () => process.exit(0));

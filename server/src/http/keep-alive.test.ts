import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServedTestApp, serveTestApp } from "../testing/serve-test-app";

interface Answer {
  status: number;
  reusedSocket: boolean;
}

/** One request through `agent`, resolved once the whole body is sent and the whole answer read. */
function send(
  agent: http.Agent,
  url: string,
  init: { method: string; headers?: http.OutgoingHttpHeaders; body?: string },
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(url, { agent, method: init.method, headers: init.headers });
    const sent = new Promise((done) => request.once("finish", done));
    request.once("error", reject);
    request.once("response", (response) => {
      response.resume();
      response.once("end", () =>
        sent.then(() => resolve({ status: response.statusCode ?? 0, reusedSocket: request.reusedSocket })),
      );
    });
    request.end(init.body);
  });
}

describe("a keep-alive connection after an answer sent before the body was read", () => {
  let served: ServedTestApp;
  beforeAll(async () => {
    served = await serveTestApp();
  });
  afterAll(() => served.close());

  const body = JSON.stringify({ message: "x".repeat(200_000) });
  it.each([
    ["declared by Content-Length", { "content-length": Buffer.byteLength(body) }],
    ["sent in chunks", { "transfer-encoding": "chunked" }],
  ])("still answers the next request after refusing a body too large and %s", async (_label, framing) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // The server is done with the first request once it has read its body to the end, or dropped the connection.
    const settled = new Promise<void>((resolve) =>
      served.server.once("request", (request: http.IncomingMessage) => {
        request.once("end", resolve);
        request.socket.once("close", resolve);
      }),
    );
    const first = await send(agent, `${served.url}/api/contact-messages`, {
      method: "POST",
      headers: { "content-type": "application/json", ...framing },
      body,
    });
    expect(first.status).toBe(413);
    await settled;

    const next = await send(agent, `${served.url}/api/health`, { method: "GET" });
    expect(next).toEqual({ status: 200, reusedSocket: true });
    agent.destroy();
  });
});

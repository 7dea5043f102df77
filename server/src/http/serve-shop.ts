import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Server } from "../app";

/**
 * The shop on a socket: a kept page answered at once (ADR 035), anything else by the app. `main`,
 * the tests that need a real connection and the benches all listen this way.
 */
export function serveShop(
  { app, answerKeptPage }: Pick<Server, "app" | "answerKeptPage">,
  { port, hostname }: { port: number; hostname: string },
  onListening?: (info: AddressInfo) => void,
): http.Server {
  return serve(
    {
      fetch: app.fetch,
      port,
      hostname,
      createServer: ((options: http.ServerOptions, appListener: http.RequestListener) =>
        http.createServer(options, (request, response) => {
          if (!answerKeptPage(request, response)) appListener(request, response);
        })) as typeof http.createServer,
    },
    onListening,
  ) as http.Server;
}

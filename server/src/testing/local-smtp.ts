import net from "node:net";
import { SMTPServer } from "smtp-server";
import type { LocateMailServer } from "../notifications/mail-server-address";

/** A free port on 127.0.0.1, closed again: nothing listens on it until a test starts something there. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A mail server on 127.0.0.1 that keeps every email it receives, raw, and every sign-in it was
 * offered (taken, over its plain connection too), for a test to read.
 */
export async function startLocalSmtp(port = 0) {
  const received: string[] = [];
  const logins: { username: string; password: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth({ username, password }, _session, callback) {
      logins.push({ username: username ?? "", password: password ?? "" });
      callback(null, { user: username });
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as net.AddressInfo;
  return {
    port: address.port,
    received,
    logins,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Finds every mail server the shop names on this machine, at `port` when given (a local server's,
 * from startLocalSmtp) or else at the port its settings give: how a test app reaches its local mail
 * server, which a live site never may (publicMailServers). The port is mapped here rather than the
 * port rule relaxed for tests: that rule lives in core's schema, which the admin's form checks too,
 * so tests save a real mail port and go through the same rule a live site does.
 */
export const localMailServer =
  (port?: number): LocateMailServer =>
  async (_host, savedPort) => ({ address: "127.0.0.1", port: port ?? savedPort });

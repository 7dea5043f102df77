import { api } from "#core/api";
import type { ContactMessage } from "#core/schemas/contact-message";
import { contactMessageInputSchema, idempotencyKeySchema } from "#core/schemas/contact-message";
import { clientAddress } from "../../http/client-address";
import { HttpError, notFound } from "../../http/errors";
import { createRateLimiter } from "../../http/rate-limit";
import { readJson } from "../../http/read-body";
import type { RouteContext } from "../route-context";

const messageNotFound = () => notFound("Message not found");
const sender = (message: ContactMessage) => `${message.firstName} ${message.lastName}`;

export function registerContactMessageRoutes({ route, repos, audit, now, trustProxy }: RouteContext) {
  // Generous for a family sending a few questions, tight enough to keep a script from filling the inbox.
  const limiter = createRateLimiter({ limit: 20, windowMs: 60 * 60_000, now });

  route(api.sendContactMessage, async (c) => {
    const rawKey = c.req.header("idempotency-key");
    const key = rawKey === undefined ? null : idempotencyKeySchema.safeParse(rawKey);
    if (key && !key.success)
      throw new HttpError(400, key.error.issues[0]?.message ?? "Invalid Idempotency-Key");
    const input = await readJson(c, contactMessageInputSchema);
    const replay = key?.data ? repos.messages.findByKey(key.data) : null;
    if (replay) {
      c.header("Idempotent-Replayed", "true");
      return c.json(replay, 201);
    }
    const check = limiter.hit(clientAddress(c, trustProxy));
    if (!check.allowed) {
      throw new HttpError(
        429,
        "Too many messages from this connection. Please call us or try again later.",
        {},
        { "Retry-After": String(check.retryAfterSeconds) },
      );
    }
    c.set("publicDataUnchanged", true);
    const { message, created } = repos.messages.create(input, key?.data ?? null);
    if (!created) c.header("Idempotent-Replayed", "true");
    return c.json(message, 201);
  });

  route(api.listContactMessages, (c) => c.json(repos.messages.list()));

  route(api.markMessageRead, (c) => {
    const current = repos.messages.find(c.req.param("id") ?? "");
    if (!current) throw messageNotFound();
    // Read only ever follows unread: a replied message stays replied.
    if (current.status !== "unread") return c.json(current);
    const message = repos.messages.setStatus(current._id, "read") ?? current;
    audit(c, "message.read", { type: "message", id: message._id, name: sender(message) });
    return c.json(message);
  });

  route(api.markMessageReplied, (c) => {
    const current = repos.messages.find(c.req.param("id") ?? "");
    if (!current) throw messageNotFound();
    if (current.status === "replied") return c.json(current);
    const message = repos.messages.setStatus(current._id, "replied") ?? current;
    audit(c, "message.replied", { type: "message", id: message._id, name: sender(message) });
    return c.json(message);
  });

  route(api.deleteContactMessage, (c) => {
    const message = repos.messages.remove(c.req.param("id") ?? "");
    if (!message) throw messageNotFound();
    audit(c, "message.deleted", { type: "message", id: message._id, name: sender(message) });
    return c.json({ deleted: true, _id: message._id });
  });
}

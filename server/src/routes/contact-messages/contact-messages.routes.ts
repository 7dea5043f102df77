import type { Context } from "hono";
import type { z } from "zod";
import { api } from "#core/api";
import { DEVICE_KEY_HEADER } from "#core/endpoints";
import type { ContactMessage, ContactMessageReceipt } from "#core/schemas/contact-message";
import {
  contactMessageInputSchema,
  deviceKeySchema,
  idempotencyKeySchema,
} from "#core/schemas/contact-message";
import type { SendResult } from "../../db/repositories/contact-message-repository";
import { clientAddress } from "../../http/client-address";
import { HttpError, notFound, refuse } from "../../http/errors";
import { readJson } from "../../http/read-body";
import type { RouteContext } from "../route-context";
import { createContactSendLimits } from "./contact-send-limits";

const messageNotFound = () => notFound("Message not found");
const sender = (message: ContactMessage) => `${message.firstName} ${message.lastName}`;
const receipt = ({ _id, status, createdAt }: ContactMessage): ContactMessageReceipt => ({
  _id,
  status,
  createdAt,
});

/** An optional request header checked by its schema: absent is null, malformed is a 400. */
function optionalHeader(c: Context, name: string, schema: z.ZodType<string>): string | null {
  const raw = c.req.header(name);
  if (raw === undefined) return null;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? `Invalid ${name}`);
  return parsed.data;
}

/** The same answer for a first send and its retries: a receipt, never the message's contents. */
function answerSend(c: Context, result: SendResult) {
  if (result.kind === "key-reused") throw refuse("idempotencyKeyReused");
  if (result.kind === "replayed") c.header("Idempotent-Replayed", "true");
  return c.json(receipt(result.message), 201);
}

export function registerContactMessageRoutes({
  route,
  repos,
  audit,
  now,
  trustProxy,
  notifier,
}: RouteContext) {
  const limits = createContactSendLimits(now);

  route(api.sendContactMessage, async (c) => {
    // Nothing the public reads changes with a message, replayed or new: keep the read cache.
    c.set("publicDataUnchanged", true);
    const key = optionalHeader(c, "idempotency-key", idempotencyKeySchema);
    const device = optionalHeader(c, DEVICE_KEY_HEADER, deviceKeySchema);
    const input = await readJson(c, contactMessageInputSchema);
    // A retry is answered before the limits: the outbox must be able to finish a send it started.
    const earlier = key ? repos.messages.replayOf(key, input) : null;
    if (earlier) return answerSend(c, earlier);
    limits.admit(clientAddress(c, trustProxy), device);
    const result = repos.transaction(() => {
      const sent = repos.messages.create(input, key);
      if (sent.kind === "created") notifier.messageArrived(sent.message);
      return sent;
    });
    notifier.kick();
    return answerSend(c, result);
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

import { createHash } from "node:crypto";
import type { Database } from "better-sqlite3";
import type { ContactMessage, ContactMessageInput, MessageStatus } from "#core/schemas/contact-message";
import { newId } from "../ids";

interface MessageRow {
  id: string;
  first_name: string;
  last_name: string;
  phone: string;
  message: string;
  pieces: string;
  status: MessageStatus;
  created_at: string;
}

interface KeyRow extends MessageRow {
  body_hash: string | null;
}

/** What a send under an Idempotency-Key comes to: a new message, a retry of one, or a key reused. */
export type SendResult = { kind: "created" | "replayed"; message: ContactMessage } | { kind: "key-reused" };

/**
 * The validated (trimmed) message, so a retry that differs only in surrounding spaces still matches;
 * its pieces only when it has some, so a message without stays hashed as before they existed.
 */
const bodyHash = (input: ContactMessageInput): string =>
  createHash("sha256")
    .update(
      JSON.stringify([
        input.firstName,
        input.lastName,
        input.phone,
        input.message,
        ...(input.pieces ? [input.pieces] : []),
      ]),
    )
    .digest("hex");

const toMessage = (row: MessageRow): ContactMessage => ({
  _id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
  message: row.message,
  // The spec's shape for a message without pieces: the field appears only on an enquiry about some.
  ...piecesOf(row),
  status: row.status,
  createdAt: row.created_at,
});

function piecesOf(row: MessageRow): { pieces?: string[] } {
  const pieces = JSON.parse(row.pieces) as string[];
  return pieces.length > 0 ? { pieces } : {};
}

export type ContactMessageRepository = ReturnType<typeof createContactMessageRepository>;

export function createContactMessageRepository(db: Database, now: () => Date) {
  const columns = "id, first_name, last_name, phone, message, pieces, status, created_at";
  const statements = {
    all: db.prepare<[], MessageRow>(
      `SELECT ${columns} FROM contact_messages ORDER BY created_at DESC, rowid DESC`,
    ),
    byId: db.prepare<[string], MessageRow>(`SELECT ${columns} FROM contact_messages WHERE id = ?`),
    byKey: db.prepare<[string], KeyRow>(
      `SELECT ${columns}, body_hash FROM contact_messages WHERE idempotency_key = ?`,
    ),
    insert: db.prepare(`INSERT INTO contact_messages
      (id, first_name, last_name, phone, message, pieces, status, created_at, idempotency_key, body_hash)
      VALUES (@id, @firstName, @lastName, @phone, @message, @pieces, 'unread', @createdAt, @key, @hash)`),
    setStatus: db.prepare<[MessageStatus, string]>("UPDATE contact_messages SET status = ? WHERE id = ?"),
    remove: db.prepare<[string]>("DELETE FROM contact_messages WHERE id = ?"),
    any: db.prepare<[], { found: number }>("SELECT EXISTS (SELECT 1 FROM contact_messages) AS found"),
    unread: db.prepare<[], { count: number }>(
      "SELECT COUNT(*) AS count FROM contact_messages WHERE status = 'unread'",
    ),
  };

  const find = (id: string): ContactMessage | null => {
    const row = statements.byId.get(id);
    return row ? toMessage(row) : null;
  };

  /** The send an Idempotency-Key already stands for, if any; null when the key is new. */
  function replayOf(key: string, input: ContactMessageInput): SendResult | null {
    const row = statements.byKey.get(key);
    if (!row) return null;
    // Messages stored before hashes were kept have none to compare: their replay answers only a receipt.
    if (row.body_hash !== null && row.body_hash !== bodyHash(input)) return { kind: "key-reused" };
    return { kind: "replayed", message: toMessage(row) };
  }

  return {
    list: (): ContactMessage[] => statements.all.all().map(toMessage),
    find,
    replayOf,
    /**
     * Stores a message once per idempotency key: a retry of the same send (the offline outbox, a
     * double tap) comes back as "replayed" with the message stored the first time.
     */
    create(input: ContactMessageInput, key: string | null): SendResult {
      return db
        .transaction((): SendResult => {
          const earlier = key ? replayOf(key, input) : null;
          if (earlier) return earlier;
          const id = newId();
          statements.insert.run({
            id,
            ...input,
            pieces: JSON.stringify(input.pieces ?? []),
            createdAt: now().toISOString(),
            key,
            hash: bodyHash(input),
          });
          return { kind: "created", message: find(id) as ContactMessage };
        })
        .immediate();
    },
    setStatus(id: string, status: MessageStatus): ContactMessage | null {
      if (statements.setStatus.run(status, id).changes === 0) return null;
      return find(id);
    },
    remove(id: string): ContactMessage | null {
      const current = find(id);
      if (current) statements.remove.run(id);
      return current;
    },
    isEmpty: (): boolean => statements.any.get()?.found === 0,
    /** How many the owner has not opened: the number on the admin app's icon. */
    unreadCount: (): number => statements.unread.get()?.count ?? 0,
  };
}

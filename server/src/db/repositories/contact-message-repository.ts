import type { Database } from "better-sqlite3";
import type { ContactMessage, ContactMessageInput, MessageStatus } from "#core/schemas/contact-message";
import { newId } from "../ids";

interface MessageRow {
  id: string;
  first_name: string;
  last_name: string;
  phone: string;
  message: string;
  status: MessageStatus;
  created_at: string;
}

const toMessage = (row: MessageRow): ContactMessage => ({
  _id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
  message: row.message,
  status: row.status,
  createdAt: row.created_at,
});

export type ContactMessageRepository = ReturnType<typeof createContactMessageRepository>;

export function createContactMessageRepository(db: Database, now: () => Date) {
  const columns = "id, first_name, last_name, phone, message, status, created_at";
  const statements = {
    all: db.prepare<[], MessageRow>(
      `SELECT ${columns} FROM contact_messages ORDER BY created_at DESC, rowid DESC`,
    ),
    byId: db.prepare<[string], MessageRow>(`SELECT ${columns} FROM contact_messages WHERE id = ?`),
    byKey: db.prepare<[string], MessageRow>(
      `SELECT ${columns} FROM contact_messages WHERE idempotency_key = ?`,
    ),
    insert: db.prepare(`INSERT INTO contact_messages
      (id, first_name, last_name, phone, message, status, created_at, idempotency_key)
      VALUES (@id, @firstName, @lastName, @phone, @message, 'unread', @createdAt, @key)
      ON CONFLICT (idempotency_key) DO NOTHING`),
    setStatus: db.prepare<[MessageStatus, string]>("UPDATE contact_messages SET status = ? WHERE id = ?"),
    remove: db.prepare<[string]>("DELETE FROM contact_messages WHERE id = ?"),
    any: db.prepare<[], { found: number }>("SELECT EXISTS (SELECT 1 FROM contact_messages) AS found"),
  };

  const find = (id: string): ContactMessage | null => {
    const row = statements.byId.get(id);
    return row ? toMessage(row) : null;
  };

  return {
    list: (): ContactMessage[] => statements.all.all().map(toMessage),
    find,
    findByKey(key: string): ContactMessage | null {
      const row = statements.byKey.get(key);
      return row ? toMessage(row) : null;
    },
    /**
     * Stores a message once per idempotency key: a retry of the same send (the offline outbox, a
     * double tap) answers the message stored the first time. `created` says which happened.
     */
    create(input: ContactMessageInput, key: string | null): { message: ContactMessage; created: boolean } {
      return db
        .transaction(() => {
          const existing = key ? statements.byKey.get(key) : undefined;
          if (existing) return { message: toMessage(existing), created: false };
          const id = newId();
          statements.insert.run({ id, ...input, createdAt: now().toISOString(), key });
          return { message: find(id) as ContactMessage, created: true };
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
  };
}

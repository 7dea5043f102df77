import type { Database, Statement } from "better-sqlite3";
import {
  ACTIVITY_RETENTION_DAYS,
  type ActivityAction,
  type ActivityEntry,
  type ActivityKind,
  actionsOfKind,
} from "#core/schemas/activity";

interface AuditRow {
  id: number;
  at: string;
  actor: string;
  action: ActivityAction;
  entity_type: string;
  entity_id: string;
  entity_name: string;
}

export interface AuditEvent {
  actor: string;
  action: ActivityAction;
  entityType: string;
  entityId: string;
  entityName: string;
}

export interface ActivityFilter {
  limit: number;
  kind?: ActivityKind;
  search?: string;
  before?: number;
}

/** Old entries go a few at a time with each new one, so pruning never scans the whole log. */
const PRUNE_BATCH = 20;
const DAY_MS = 86_400_000;

/** `text` matched literally inside a LIKE pattern. */
const likeAnywhere = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const toEntry = (row: AuditRow): ActivityEntry => ({
  id: row.id,
  at: row.at,
  actor: row.actor,
  action: row.action,
  entityType: row.entity_type,
  entityId: row.entity_id,
  entityName: row.entity_name,
});

export type AuditRepository = ReturnType<typeof createAuditRepository>;

export function createAuditRepository(db: Database, now: () => Date) {
  const statements = {
    insert: db.prepare(`INSERT INTO audit_log (at, actor, action, entity_type, entity_id, entity_name)
      VALUES (@at, @actor, @action, @entityType, @entityId, @entityName)`),
    // The oldest few, by id (the order they were written), dropped once they are past keeping.
    prune: db.prepare<[number, string]>(
      "DELETE FROM audit_log WHERE id IN (SELECT id FROM audit_log ORDER BY id LIMIT ?) AND at < ?",
    ),
  };
  const filtered = new Map<string, Statement<(string | number)[], AuditRow>>();
  return {
    record(event: AuditEvent): void {
      const at = now();
      statements.insert.run({ at: at.toISOString(), ...event });
      const oldest = new Date(at.getTime() - ACTIVITY_RETENTION_DAYS * DAY_MS).toISOString();
      statements.prune.run(PRUNE_BATCH, oldest);
    },
    /** Newest first: of one kind, with the words in who or what, older than an entry, as asked. */
    recent(filter: ActivityFilter): ActivityEntry[] {
      const where: string[] = [];
      const values: (string | number)[] = [];
      if (filter.kind) {
        const actions = actionsOfKind(filter.kind);
        where.push(`action IN (${actions.map(() => "?").join(", ")})`);
        values.push(...actions);
      }
      if (filter.search) {
        where.push("(actor LIKE ? ESCAPE '\\' OR entity_name LIKE ? ESCAPE '\\')");
        values.push(likeAnywhere(filter.search), likeAnywhere(filter.search));
      }
      if (filter.before !== undefined) {
        where.push("id < ?");
        values.push(filter.before);
      }
      const sql = `SELECT * FROM audit_log ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
        ORDER BY id DESC LIMIT ?`;
      // A handful of filter shapes exist: each is prepared once.
      let statement = filtered.get(sql);
      if (!statement) {
        statement = db.prepare<(string | number)[], AuditRow>(sql);
        filtered.set(sql, statement);
      }
      return statement.all(...values, filter.limit).map(toEntry);
    },
    /** Whether anything of these kinds was ever recorded (within the log's year). */
    hasAnyOf(kinds: readonly ActivityKind[]): boolean {
      const actions = kinds.flatMap(actionsOfKind);
      const sql = `SELECT EXISTS (SELECT 1 FROM audit_log WHERE action IN (${actions.map(() => "?").join(", ")})) AS found`;
      return db.prepare<string[], { found: number }>(sql).get(...actions)?.found === 1;
    },
  };
}

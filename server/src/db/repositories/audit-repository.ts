import type { Database } from "better-sqlite3";
import type { ActivityAction, ActivityEntry } from "#core/schemas/activity";

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

export type AuditRepository = ReturnType<typeof createAuditRepository>;

export function createAuditRepository(db: Database, now: () => Date) {
  const statements = {
    insert: db.prepare(`INSERT INTO audit_log (at, actor, action, entity_type, entity_id, entity_name)
      VALUES (@at, @actor, @action, @entityType, @entityId, @entityName)`),
    recent: db.prepare<[number], AuditRow>("SELECT * FROM audit_log ORDER BY id DESC LIMIT ?"),
    any: db.prepare<[], { found: number }>("SELECT EXISTS (SELECT 1 FROM audit_log) AS found"),
  };
  return {
    record(event: AuditEvent): void {
      statements.insert.run({ at: now().toISOString(), ...event });
    },
    recent: (limit: number): ActivityEntry[] =>
      statements.recent.all(limit).map((row) => ({
        id: row.id,
        at: row.at,
        actor: row.actor,
        action: row.action,
        entityType: row.entity_type,
        entityId: row.entity_id,
        entityName: row.entity_name,
      })),
    isEmpty: (): boolean => statements.any.get()?.found === 0,
  };
}

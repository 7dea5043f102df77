import { useCallback, useState } from "react";
import type { ContactMessage } from "#core/schemas/contact-message";
import { type MessageKey, t } from "../../i18n/admin-catalogue";
import { describeError, useAdminApi } from "../api/use-admin-api";
import { useConfirm } from "../kit/confirm-dialog";
import { useFlash } from "../kit/use-flash";

export type MessageAction = "read" | "replied" | "delete";

/** Status only moves forward: Mark as Read only from unread, Mark as Replied until replied, Delete always. */
export const actionApplies: Record<MessageAction, (message: ContactMessage) => boolean> = {
  read: (message) => message.status === "unread",
  replied: (message) => message.status !== "replied",
  delete: () => true,
};

const done: Record<MessageAction, { one: MessageKey; many: MessageKey }> = {
  read: { one: "adminInbox.markedRead", many: "adminInbox.bulkMarkedRead" },
  replied: { one: "adminInbox.markedReplied", many: "adminInbox.bulkMarkedReplied" },
  delete: { one: "adminInbox.deleted", many: "adminInbox.bulkDeleted" },
};

/**
 * Status changes and deletion for one message or a selection. Each change fetches the inbox again
 * (the list and the sidebar's unread count read it), so what the owner sees is what the server holds.
 */
export function useMessageActions() {
  const call = useAdminApi();
  const confirm = useConfirm();
  const [flash, showFlash] = useFlash();
  const [busy, setBusy] = useState(false);

  const send = useCallback(
    (action: MessageAction, id: string) => {
      const params = { id };
      if (action === "read") return call("markMessageRead", { params });
      if (action === "replied") return call("markMessageReplied", { params });
      return call("deleteContactMessage", { params });
    },
    [call],
  );

  /** Applies the action where it is allowed; answers the ids it changed (none when cancelled). */
  const run = useCallback(
    async (action: MessageAction, messages: readonly ContactMessage[]): Promise<string[]> => {
      const targets = messages.filter(actionApplies[action]);
      if (targets.length === 0) return [];
      if (action === "delete") {
        const question =
          targets.length === 1
            ? t("adminInbox.confirmDelete")
            : t("adminInbox.confirmDeleteMany", { count: targets.length });
        if (!(await confirm(question, { confirmLabel: t("adminInbox.delete"), kind: "danger" }))) return [];
      }
      setBusy(true);
      const results = await Promise.allSettled(targets.map((message) => send(action, message._id)));
      const changed = targets.filter((_, index) => results[index]?.status === "fulfilled").map((m) => m._id);
      const failure = results.find((result) => result.status === "rejected");
      if (failure) {
        const reason = describeError(failure.reason, t("adminInbox.actionError"));
        showFlash({
          kind: "error",
          text:
            targets.length === 1
              ? reason
              : t("adminInbox.bulkPartial", {
                  failed: targets.length - changed.length,
                  count: targets.length,
                  reason,
                }),
        });
      } else {
        const keys = done[action];
        showFlash({
          kind: "success",
          text: targets.length === 1 ? t(keys.one) : t(keys.many, { count: targets.length }),
        });
      }
      setBusy(false);
      return changed;
    },
    [confirm, send, showFlash],
  );

  return { run, busy, flash };
}

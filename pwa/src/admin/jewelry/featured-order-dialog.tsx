import { ListOrdered, Star } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { ApiError } from "../../data/api/api-client";
import { t } from "../../i18n/admin-catalogue";
import { answerText } from "../../i18n/issue-text";
import { useAdminApi, useAdminQuery } from "../api/use-admin-api";
import { Button } from "../kit/button";
import { Dialog } from "../kit/dialog";
import { LoadState } from "../kit/load-state";
import { OnlineButton } from "../kit/online-button";
import type { Flash } from "../kit/use-flash";
import styles from "./featured-order-dialog.module.css";
import { PieceOrderList } from "./piece-order-list";

interface Props {
  open: boolean;
  onClose: (flash: Flash | null) => void;
}

/** How many pieces the home page features, and the way to their order, above the catalogue's table. */
export function FeaturedLine({ count, onOrder }: { count: number; onOrder: () => void }) {
  return (
    <p className={styles.line}>
      <Star size={14} aria-hidden="true" className={styles.star} />
      <span>
        {count === 0
          ? t("adminJewelry.order.noneFeatured")
          : t("adminJewelry.order.featuredCount", { count })}
      </span>
      <Button size="small" title={t("adminJewelry.order.openHint")} onClick={onOrder}>
        <ListOrdered size={14} aria-hidden="true" />
        {t("adminJewelry.order.open")}
      </Button>
    </p>
  );
}

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The featured pieces in the order the home page shows them, moved up and down and saved in one go.
 * A piece unfeatured on another device meanwhile is refused by the server: the list is read again.
 */
export function FeaturedOrderDialog({ open, onClose }: Props) {
  const call = useAdminApi();
  const featured = useAdminQuery("listFeaturedJewelry", { enabled: open });
  const [ids, setIds] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const saved = useMemo(() => featured.data?.map((item) => item._id) ?? [], [featured.data]);
  const pieces = useMemo(
    () => new Map((featured.data ?? []).map((item) => [item._id, item])),
    [featured.data],
  );
  const order = ids ?? saved;

  // Each opening starts from the order as saved, which turning the query on reads afresh.
  useEffect(() => {
    if (!open) return;
    setIds(null);
    setFailure(null);
  }, [open]);

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await call("orderFeaturedJewelry", { body: { ids: order } });
      onClose({ kind: "success", text: t("adminJewelry.order.saved") });
    } catch (error) {
      if (error instanceof ApiError && error.code === "featuredOrderStale") {
        // The owner's order stays for the pieces still featured; any featured since join the end.
        const fresh = (await featured.refetch()).data?.map((item) => item._id) ?? [];
        setIds([...order.filter((id) => fresh.includes(id)), ...fresh.filter((id) => !order.includes(id))]);
        setFailure(t("adminJewelry.order.stale"));
      } else
        setFailure(
          error instanceof ApiError
            ? t("adminJewelry.order.saveFailed", { error: answerText(error) })
            : t("adminJewelry.order.saveException"),
        );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={t("adminJewelry.order.title")}
      onClose={() => onClose(null)}
      actions={
        <>
          <Button onClick={() => onClose(null)}>{t("admin.common.cancel")}</Button>
          <OnlineButton
            kind="primary"
            busy={saving}
            busyLabel={t("adminJewelry.order.saving")}
            disabled={order.length < 2 || sameOrder(order, saved)}
            onClick={() => void save()}
          >
            {t("adminJewelry.order.save")}
          </OnlineButton>
        </>
      }
    >
      <p className="adm-hint">{t("adminJewelry.order.hint")}</p>
      {failure && (
        <p className="adm-error" role="alert">
          {failure}
        </p>
      )}
      <div className={styles.body}>
        {!open ? null : featured.data ? (
          order.length === 0 ? (
            <p className={styles.none}>{t("adminJewelry.order.none")}</p>
          ) : (
            <PieceOrderList ids={order} pieces={pieces} onChange={setIds} />
          )
        ) : (
          <LoadState
            loading={featured.isFetching}
            error={featured.error}
            failed={t("adminJewelry.order.loadError")}
            onRetry={() => void featured.refetch()}
          />
        )}
      </div>
    </Dialog>
  );
}

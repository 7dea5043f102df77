import { useCallback } from "react";
import { useNavigate, useParams } from "react-router";
import type { Collection } from "#core/schemas/collection";
import { t } from "../../i18n/admin-catalogue";
import { useDocumentTitle } from "../../shared/document-title";
import { describeError, useAdminApi, useAdminQuery } from "../api/use-admin-api";
import { Button } from "../kit/button";
import { useConfirm } from "../kit/confirm-dialog";
import { FlashMessage } from "../kit/flash-message";
import { LoadState } from "../kit/load-state";
import { Toolbar } from "../kit/toolbar";
import { type Flash, useFlash } from "../kit/use-flash";
import { useKeyShortcut } from "../shell/use-shortcut";
import { CollectionEditor } from "./collection-editor";
import { CollectionList } from "./collection-list";
import styles from "./collections-admin.module.css";

const LIST_PATH = "/admin/collections";

/** /admin/collections, and /admin/collections/:id (or /new) with the collection's form. */
export function CollectionsAdminPage() {
  useDocumentTitle(t("adminCollections.title"));
  const { id } = useParams();
  const navigate = useNavigate();
  const call = useAdminApi();
  const confirm = useConfirm();
  const collections = useAdminQuery("listCollections");
  const catalogue = useAdminQuery("listJewelry");
  const [flash, showFlash] = useFlash();
  const addNew = useCallback(() => navigate(`${LIST_PATH}/new`), [navigate]);
  useKeyShortcut("n", addNew, id === undefined);

  const done = useCallback(
    (outcome: Flash | null) => {
      showFlash(outcome);
      navigate(LIST_PATH);
    },
    [navigate, showFlash],
  );

  const remove = async (collection: Collection) => {
    const ok = await confirm(t("adminCollections.confirmDelete", { name: collection.name }), {
      confirmLabel: t("admin.common.delete"),
      kind: "danger",
    });
    if (!ok) return;
    try {
      await call("deleteCollection", { params: { id: collection._id } });
      showFlash({ kind: "success", text: t("adminCollections.deleted", { name: collection.name }) });
    } catch (error) {
      showFlash({
        kind: "error",
        text: t("adminCollections.deleteFailed", { name: collection.name, error: describeError(error, "") }),
      });
    }
  };

  const loaded = collections.data && catalogue.data;
  const editing =
    id === undefined ? null : id === "new" ? undefined : collections.data?.find((one) => one._id === id);

  return (
    <>
      <Toolbar title={t("adminCollections.title")}>
        {id === undefined && (
          <Button kind="primary" onClick={addNew} title="N">
            {t("adminCollections.add")}
          </Button>
        )}
      </Toolbar>
      <div className={styles.page}>
        <FlashMessage flash={flash} />
        {!loaded ? (
          <LoadState
            loading={collections.isFetching || catalogue.isFetching}
            error={collections.error ?? catalogue.error}
            failed={t("adminCollections.loadError")}
            onRetry={() => {
              void collections.refetch();
              void catalogue.refetch();
            }}
          />
        ) : id === undefined ? (
          <>
            <p className="adm-hint">{t("adminCollections.intro")}</p>
            <CollectionList
              collections={collections.data ?? []}
              onEdit={(collection) => navigate(`${LIST_PATH}/${collection._id}`)}
              onDelete={(collection) => void remove(collection)}
            />
          </>
        ) : editing === null ? (
          <p className="adm-notice adm-notice-error" role="alert">
            {t("adminCollections.notFound")}
          </p>
        ) : (
          <CollectionEditor key={id} collection={editing} catalogue={catalogue.data ?? []} onDone={done} />
        )}
      </div>
    </>
  );
}

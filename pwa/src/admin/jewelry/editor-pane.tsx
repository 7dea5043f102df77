import type { ReactNode } from "react";
import type { JewelryItem } from "#core/schemas/jewelry";
import { t } from "../../i18n/admin-catalogue";
import { Spinner } from "../../shared/ui/spinner";
import { Button } from "../kit/button";
import type { Flash } from "../kit/use-flash";
import styles from "./jewelry-admin.module.css";
import { JewelryEditor } from "./jewelry-editor";

interface Props {
  /** The route's :id, "new" for a new item. */
  id: string;
  item: JewelryItem | undefined;
  loading: boolean;
  flash: (flash: Flash) => void;
  onClose: (focusId: string | null) => void;
}

/** The detail side of master-detail: a fresh form per item (keyed), or why there is none. */
export function EditorPane({ id, item, loading, flash, onClose }: Props) {
  let content: ReactNode;
  if (id === "new") content = <JewelryEditor key="new" item={null} flash={flash} onClose={onClose} />;
  else if (item) content = <JewelryEditor key={id} item={item} flash={flash} onClose={onClose} />;
  else if (loading) content = <Spinner label={t("admin.common.loading")} />;
  else
    content = (
      <div className={styles.missing}>
        <p>{t("adminJewelry.editor.notFound")}</p>
        <Button onClick={() => onClose(null)}>{t("admin.common.close")}</Button>
      </div>
    );
  return <div className={styles.editorPane}>{content}</div>;
}

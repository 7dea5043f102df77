import { t } from "../../i18n/admin-catalogue";
import { Button } from "../kit/button";

type Props = { kind: "empty" } | { kind: "noMatch"; onClear: () => void };

/** What the loaded list shows when no row is there to show: none saved yet, or none that matches. */
export function JewelryListState(props: Props) {
  if (props.kind === "empty") return <p>{t("adminJewelry.empty")}</p>;
  return (
    <>
      <p>{t("adminJewelry.noMatch")}</p>
      <Button size="small" onClick={props.onClear}>
        {t("adminJewelry.clearFilters")}
      </Button>
    </>
  );
}

import type { RefObject } from "react";
import { changeUsernameRequestSchema } from "#core/schemas/admin";
import { t } from "../../i18n/admin-catalogue";
import { useAdminApi } from "../api/use-admin-api";
import { useAdminSession } from "../shell/admin-session";
import { ConfirmedDetailForm } from "./confirmed-detail-form";

interface Props {
  formRef: RefObject<HTMLFormElement | null>;
  onDirtyChange: (dirty: boolean) => void;
}

export function ChangeUsernameForm(props: Props) {
  const call = useAdminApi();
  const { admin } = useAdminSession();
  return (
    <ConfirmedDetailForm
      {...props}
      detail={{
        id: "username",
        field: "newUsername",
        schema: changeUsernameRequestSchema,
        send: (body) => call("changeUsername", { body }),
        input: { autoComplete: "username", autoCapitalize: "none" },
        current: {
          label: t("adminSettings.account.current"),
          value: admin.username,
          hint: `${t("adminSettings.account.currentHint")} ${t("adminSettings.account.sessionNote")}`,
        },
        texts: {
          title: t("adminSettings.account.usernameTitle"),
          label: t("adminSettings.account.newUsername"),
          passwordLabel: t("adminSettings.account.password"),
          passwordHint: t("adminSettings.account.passwordHint"),
          submit: t("adminSettings.account.usernameSubmit"),
        },
        success: t("adminSettings.account.usernameSaved"),
        fallback: t("adminSettings.account.usernameFailed"),
      }}
    />
  );
}

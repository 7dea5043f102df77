import type { RefObject } from "react";
import { changeEmailRequestSchema } from "#core/schemas/admin";
import { t } from "../../i18n/admin-catalogue";
import { useAdminApi } from "../api/use-admin-api";
import { useAdminSession } from "../shell/admin-session";
import { ConfirmedDetailForm } from "./confirmed-detail-form";

interface Props {
  formRef: RefObject<HTMLFormElement | null>;
  onDirtyChange: (dirty: boolean) => void;
}

export function ChangeEmailForm(props: Props) {
  const call = useAdminApi();
  const { admin } = useAdminSession();
  return (
    <ConfirmedDetailForm
      {...props}
      detail={{
        id: "email",
        field: "email",
        schema: changeEmailRequestSchema,
        send: (body) => call("changeEmail", { body }),
        input: { type: "email", autoComplete: "email" },
        current: {
          label: t("adminSettings.account.currentEmail"),
          value: admin.email,
          hint: t("adminSettings.account.currentEmailHint"),
          placeholder: t("adminSettings.account.noEmail"),
        },
        texts: {
          title: t("adminSettings.account.emailTitle"),
          label: t("adminSettings.account.newEmail"),
          passwordLabel: t("adminSettings.account.emailPassword"),
          passwordHint: t("adminSettings.account.passwordHint"),
          submit: t("adminSettings.account.emailSubmit"),
        },
        success: t("adminSettings.account.emailSaved"),
        fallback: t("adminSettings.account.emailFailed"),
      }}
    />
  );
}

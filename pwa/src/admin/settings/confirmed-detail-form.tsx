import { type InputHTMLAttributes, type RefObject, useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { AdminResponse, LoginResponse } from "#core/schemas/admin";
import { checkedResolver } from "../kit/checked-resolver";
import card from "./account-card.module.css";
import { CredentialField } from "./credential-field";
import { CredentialFormFooter } from "./credential-form-footer";
import { useCredentialChange } from "./use-credential-change";

type Values<Field extends string> = Record<Field | "password", string>;

export interface ConfirmedDetail<Field extends string> {
  /** Names the form's ids and the field as the API and its schema know it. */
  id: string;
  field: Field;
  schema: z.ZodType<Values<Field>, Record<string, string>>;
  send: (body: Values<Field>) => Promise<LoginResponse | AdminResponse>;
  input: InputHTMLAttributes<HTMLInputElement>;
  /** The detail as it stands, shown read-only above its change. */
  current: { label: string; value: string; hint: string; placeholder?: string };
  texts: { title: string; label: string; passwordLabel: string; passwordHint: string; submit: string };
  success: string;
  fallback: string;
}

interface Props<Field extends string> {
  detail: ConfirmedDetail<Field>;
  formRef: RefObject<HTMLFormElement | null>;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * One account detail (the username, the email): what it is now, and its change, confirmed with the
 * current password.
 */
export function ConfirmedDetailForm<Field extends string>({ detail, formRef, onDirtyChange }: Props<Field>) {
  const { id, field, texts, current } = detail;
  // Typed loosely inside: the schema checks the values, and `send` takes them as the detail names them.
  const form = useForm<Record<string, string>>({
    resolver: checkedResolver(detail.schema),
    defaultValues: { [field]: "", password: "" },
    shouldFocusError: true,
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const { run, invalid, flash, failure } = useCredentialChange({
    form,
    success: detail.success,
    fallback: detail.fallback,
  });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const messageId = `account-${id}-message`;
  return (
    <form
      ref={formRef}
      className={`adm-card ${card.card}`}
      aria-labelledby={`account-${id}-title`}
      noValidate
      onSubmit={form.handleSubmit((body) => run(() => detail.send(body as Values<Field>)), invalid)}
    >
      <h3 id={`account-${id}-title`}>{texts.title}</h3>
      <div className="adm-field">
        <label htmlFor={`account-current-${id}`}>{current.label}</label>
        <input
          id={`account-current-${id}`}
          className={`adm-input ${card.readonly}`}
          type={detail.input.type}
          value={current.value}
          placeholder={current.placeholder}
          readOnly
          aria-describedby={`account-current-${id}-hint`}
        />
        <p id={`account-current-${id}-hint`} className="adm-hint">
          {current.hint}
        </p>
      </div>
      <CredentialField
        id={`account-new-${id}`}
        label={texts.label}
        spellCheck={false}
        {...detail.input}
        error={errors[field]}
        registration={form.register(field)}
        formMessageId={messageId}
      />
      <CredentialField
        id={`account-${id}-password`}
        label={texts.passwordLabel}
        hint={texts.passwordHint}
        type="password"
        autoComplete="current-password"
        error={errors.password}
        registration={form.register("password")}
        formMessageId={messageId}
      />
      <CredentialFormFooter
        messageId={messageId}
        flash={flash}
        failure={failure}
        submitting={isSubmitting}
        submitLabel={texts.submit}
      />
    </form>
  );
}

import type { ComponentPropsWithRef } from "react";
import styles from "./button.module.css";

/** What a button does, which alone decides how it looks. */
export type ButtonKind = "primary" | "secondary" | "danger" | "ghost";

export interface ButtonLook {
  /** primary: the screen's one main action; danger: one that destroys; ghost: a quiet one in a row. */
  kind?: ButtonKind;
  size?: "normal" | "small";
  /** Takes the whole width of its column (a form's only action). */
  wide?: boolean;
}

/** The class of a button's look, for what must be another element: a link or a file input's label. */
export const buttonLook = ({ kind = "secondary", size = "normal", wide = false }: ButtonLook = {}) =>
  [styles.button, styles[kind], size === "small" && styles.small, wide && styles.wide]
    .filter(Boolean)
    .join(" ");

export type ButtonProps = ButtonLook & Omit<ComponentPropsWithRef<"button">, "className">;

/** The admin's one button: `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({ kind, size, wide, type = "button", ...rest }: ButtonProps) {
  return <button {...rest} type={type} className={buttonLook({ kind, size, wide })} />;
}

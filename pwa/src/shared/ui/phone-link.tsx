import { telHref } from "#core/phone-numbers";

/**
 * A shop number as the owner wrote it, linked for dialling. One no dialer could read stays plain
 * text: still worth showing, but a dead link would look like a shop that does not answer.
 */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  const href = telHref(phone);
  return href ? (
    <a href={href} className={className}>
      {phone}
    </a>
  ) : (
    <span className={className}>{phone}</span>
  );
}

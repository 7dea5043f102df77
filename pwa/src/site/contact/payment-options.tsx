import { CreditCard, ShieldCheck } from "lucide-react";
import type { BusinessSettings } from "#core/schemas/settings";
import { t } from "../../i18n/messages";
import styles from "./contact.module.css";

export function PaymentOptions({ business }: { business: BusinessSettings }) {
  return (
    <section className={styles.payment} aria-labelledby="contact-payment">
      <div className="container">
        <h2 id="contact-payment">{t("contact.payment.title")}</h2>
        <p className={styles.muted}>{t("contact.payment.text")}</p>
        <ul className={styles.methods}>
          {business.paymentMethods.map((method) => (
            <li key={method}>
              <CreditCard size={16} aria-hidden="true" />
              {method}
            </li>
          ))}
        </ul>
        {business.sslVerified && (
          <p className={styles.ssl}>
            <ShieldCheck size={18} aria-hidden="true" />
            {t("contact.payment.ssl")}
          </p>
        )}
      </div>
    </section>
  );
}

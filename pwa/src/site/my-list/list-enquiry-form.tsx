import { useMemo } from "react";
import { t } from "../../i18n/messages";
import { draftStoreAt, EMPTY_VALUES, LIST_DRAFT_KEY } from "../contact/contact-draft";
import { ContactForm } from "../contact/contact-form";

/**
 * The list sent to the shop's inbox with the visitor's name and number, through the contact form's
 * outbox: its own draft, and a first line already written that the visitor's own draft replaces.
 */
export default function ListEnquiryForm({ pieces }: { pieces: readonly string[] }) {
  const enquiry = useMemo(() => {
    const initial = { ...EMPTY_VALUES, message: t("myList.inboxMessage") };
    return { initial, draft: draftStoreAt(LIST_DRAFT_KEY, initial) };
  }, []);
  return (
    <ContactForm
      title={t("myList.inboxTitle")}
      intro={t("myList.inboxIntro")}
      pieces={pieces}
      draft={enquiry.draft}
      initial={enquiry.initial}
    />
  );
}

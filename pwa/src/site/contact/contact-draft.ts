import type { DeviceStore } from "../../data/device/use-stored-state";

export const CONTACT_FIELDS = ["firstName", "lastName", "phone", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const DRAFT_KEY = "shonali.contact-draft";
export const EMPTY_VALUES: ContactValues = { firstName: "", lastName: "", phone: "", message: "" };

/** Where the list's enquiry keeps its own draft, apart from the contact page's. */
export const LIST_DRAFT_KEY = "shonali.list-enquiry-draft";

/** The half-written message from an earlier visit, so a reload or a closed tab loses nothing. */
function loadDraft(key: string, empty: ContactValues): ContactValues {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(key) ?? "null");
    if (!saved || typeof saved !== "object") return empty;
    const draft = { ...empty };
    for (const field of CONTACT_FIELDS) {
      const value = (saved as Record<string, unknown>)[field];
      if (typeof value === "string") draft[field] = value;
    }
    return draft;
  } catch {
    return empty;
  }
}

function saveDraft(key: string, values: ContactValues): void {
  try {
    if (CONTACT_FIELDS.every((field) => values[field] === "")) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or blocked (private mode): the form still works, only the draft is not kept.
  }
}

/** A form's draft, kept under `key` in the browser; `empty` when there is none. */
export const draftStoreAt = (key: string, empty = EMPTY_VALUES): DeviceStore<ContactValues> => ({
  read: () => loadDraft(key, empty),
  write: (values) => saveDraft(key, values),
});

export const draftStore = draftStoreAt(DRAFT_KEY);

import type { DeviceStore } from "../../data/device/use-stored-state";

export const CONTACT_FIELDS = ["firstName", "lastName", "phone", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const DRAFT_KEY = "shonali.contact-draft";
export const EMPTY_VALUES: ContactValues = { firstName: "", lastName: "", phone: "", message: "" };

/** The half-written message from an earlier visit, so a reload or a closed tab loses nothing. */
function loadDraft(): ContactValues {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "null");
    if (!saved || typeof saved !== "object") return EMPTY_VALUES;
    const draft = { ...EMPTY_VALUES };
    for (const field of CONTACT_FIELDS) {
      const value = (saved as Record<string, unknown>)[field];
      if (typeof value === "string") draft[field] = value;
    }
    return draft;
  } catch {
    return EMPTY_VALUES;
  }
}

function saveDraft(values: ContactValues): void {
  try {
    if (CONTACT_FIELDS.every((field) => values[field] === "")) localStorage.removeItem(DRAFT_KEY);
    else localStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage full or blocked (private mode): the form still works, only the draft is not kept.
  }
}

export const draftStore: DeviceStore<ContactValues> = { read: loadDraft, write: saveDraft };

import { z } from "zod";
import {
  NO_OFFSITE_STORAGE,
  type OffsiteStorage,
  type OffsiteStorageInput,
  offsiteStorageInputSchema,
} from "#core/schemas/backups";
import type { SecretBox } from "../auth/secret-box";
import type { FlagsRepository } from "../db/repositories/flags-repository";
import { OffsiteFailure } from "./offsite-failure";

const FLAG = "backup.offsite";
/** What S3-compatible storages take when they have no regions (R2 reads it as its "auto"). */
const DEFAULT_REGION = "us-east-1";

/** As stored: the secret key sealed, which makes it longer than the owner typed it. */
const storedSchema = offsiteStorageInputSchema.extend({ secretAccessKey: z.string() });

/** A bucket to copy to, with the secret key opened: only ever held in memory. */
export interface OffsiteTarget {
  endpoint: string;
  region: string;
  bucket: string;
  folder: string;
  accessKeyId: string;
  secretAccessKey: string;
  pathStyle: boolean;
}

export type OffsiteSettings = ReturnType<typeof createOffsiteSettings>;

/** Where backups are copied offsite, kept in the database with the secret key sealed by `box`. */
export function createOffsiteSettings(flags: FlagsRepository, box: SecretBox) {
  const stored = () => {
    const raw = flags.get(FLAG);
    const parsed = raw ? storedSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  };

  const open = (sealed: string) => {
    try {
      return box.open(sealed);
    } catch {
      throw new OffsiteFailure("offsiteSecretUnreadable");
    }
  };

  return {
    /** For the admin to read: never the secret key. */
    view(): OffsiteStorage {
      const settings = stored();
      if (!settings) return NO_OFFSITE_STORAGE;
      const { secretAccessKey, ...rest } = settings;
      return { ...rest, secretSet: secretAccessKey !== "" };
    },
    enabled: () => stored()?.enabled ?? false,
    /** Whether a storage was ever saved: its copies can be listed and brought back, copying on or off. */
    isSet: () => stored() !== null,
    /** Whether saving `input` would leave a secret key to sign with: typed now, or stored before. */
    hasSecret: (input: OffsiteStorageInput) =>
      input.secretAccessKey !== "" || (stored()?.secretAccessKey ?? "") !== "",
    /** A blank secret key keeps the stored one: the form never holds it. */
    save(input: OffsiteStorageInput): void {
      const secretAccessKey =
        input.secretAccessKey === "" ? (stored()?.secretAccessKey ?? "") : box.seal(input.secretAccessKey);
      flags.set(FLAG, JSON.stringify({ ...input, secretAccessKey }));
    },
    /**
     * The bucket `input` names (a test's, before saving), or else the stored settings do; its secret
     * key the typed one, or the stored one opened. Throws OffsiteFailure when the stored key cannot be
     * opened on this server.
     */
    target(input?: OffsiteStorageInput): OffsiteTarget {
      const saved = stored();
      const settings = input ?? saved;
      if (!settings) throw new Error("No offsite storage has been set");
      const sealed = saved?.secretAccessKey ?? "";
      const secretAccessKey = input?.secretAccessKey || (sealed && open(sealed));
      const { enabled: _, region, ...where } = settings;
      return { ...where, region: region || DEFAULT_REGION, secretAccessKey };
    },
  };
}

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type BackupsResponse, NO_OFFSITE_STORAGE, type OffsiteStorageInput } from "#core/schemas/backups";
import { json } from "../../data/testing/fake-api";
import { renderInAdmin } from "../testing/render-in-admin";
import { BackupsPage } from "./backups-page";
import { backup, fakeBackupsServer, NOW } from "./fake-backups-server";

const PATH = "/admin/backups";
const renderBackups = () => renderInAdmin([{ path: PATH, element: <BackupsPage /> }], PATH);
const KEPT = {
  backups: [backup("2026-11-25T04:00:00.000Z")],
  retention: { keepDaily: 14, keepWeekly: 8 },
  lastFailure: null,
};
const B2 = {
  enabled: true,
  endpoint: "https://s3.us-west-004.backblazeb2.com",
  region: "us-west-004",
  bucket: "rahman-jewellers-backups",
  folder: "shop",
  accessKeyId: "004a1b2c3d4e5f60000000001",
  pathStyle: false,
};
const SECRET = "K004abcdefghijklmnopqrstuvwxyz0";

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The offsite card once its saved settings are in the form. */
async function offsiteCard() {
  const card = await screen.findByRole("region", { name: "Offsite Copy" });
  await within(card).findByRole("switch", { name: "Copy each backup to this storage" });
  return card;
}
const statusCard = () => screen.findByRole("region", { name: "Last Backup" });

/** Fills the form as the owner copies it from the storage's website. */
async function fillIn(card: HTMLElement, values: Partial<typeof B2> & { secret?: string }) {
  const fields: [string, string | undefined][] = [
    ["Endpoint URL", values.endpoint],
    ["Region", values.region],
    ["Bucket", values.bucket],
    ["Folder (optional)", values.folder],
    ["Access Key ID", values.accessKeyId],
    ["Secret Key", values.secret],
  ];
  for (const [label, value] of fields) {
    if (value === undefined) continue;
    const input = within(card).getByLabelText(label);
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
}

describe("the offsite copy on the backups screen", () => {
  it("says what S3-compatible storage is, and that backups stay on this disk until one is set", async () => {
    fakeBackupsServer(KEPT);
    renderBackups();
    const card = await offsiteCard();
    expect(card.textContent).toContain(
      "Any storage that speaks the S3 API will do, such as Backblaze B2, Cloudflare R2",
    );
    expect(within(card).getByRole("switch", { name: "Copy each backup to this storage" })).toHaveProperty(
      "checked",
      false,
    );
    expect((await statusCard()).textContent).toContain(
      "Not copied offsite: a backup on this server's disk is lost with the disk.",
    );
  });

  it("saves the storage, sending the secret key once; then says it is saved and never shows it", async () => {
    const { requests, state } = fakeBackupsServer(KEPT);
    renderBackups();
    const card = await offsiteCard();
    await userEvent.click(within(card).getByRole("switch", { name: "Copy each backup to this storage" }));
    await fillIn(card, { ...B2, secret: SECRET });
    await userEvent.click(within(card).getByRole("button", { name: "Save Offsite Settings" }));
    expect(
      await within(card).findByText("Saved. The newest backup is being copied now: see Last Backup above."),
    ).toBeTruthy();
    const saves = requests.filter((r) => r.method === "PUT" && r.path === "/api/admin/offsite-storage");
    expect(saves.map((r) => r.body)).toEqual([{ ...B2, secretAccessKey: SECRET }]);

    const secret = within(card).getByLabelText("Secret Key") as HTMLInputElement;
    expect(secret.value).toBe("");
    expect(secret.type).toBe("password");
    expect(secret.placeholder).toBe("Saved: leave blank to keep");
    expect(card.textContent).toContain(
      "A secret key is saved. Leave this blank to keep it, or type a new one.",
    );
    // The copy started by the save shows in the status above.
    expect(state.offsite.copying).toBe(true);
    expect((await statusCard()).textContent).toContain("Copying the newest backup offsite…");

    // Saved again with the secret left blank: the stored one is kept.
    await fillIn(card, { folder: "shop/2026" });
    await userEvent.click(within(card).getByRole("button", { name: "Save Offsite Settings" }));
    const puts = () => requests.filter((r) => r.method === "PUT");
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]?.body).toMatchObject({ folder: "shop/2026", secretAccessKey: "" });
  });

  it("refuses what a storage could not use under its field, before asking the server", async () => {
    const { requests } = fakeBackupsServer(KEPT);
    renderBackups();
    const card = await offsiteCard();
    await fillIn(card, {
      ...B2,
      endpoint: "s3.us-west-004.backblazeb2.com",
      folder: "/shop/",
      secret: SECRET,
    });
    await userEvent.click(within(card).getByRole("button", { name: "Save Offsite Settings" }));
    expect(
      await within(card).findByText(
        "Endpoint URL must be the storage's web address, such as https://s3.us-west-004.backblazeb2.com",
      ),
    ).toBeTruthy();
    expect(
      within(card).getByText(
        "Folder must be letters, digits, dots, hyphens or underscores, with / between folders, such as shop/backups",
      ),
    ).toBeTruthy();
    expect(requests.some((r) => r.method === "PUT")).toBe(false);
  });

  it("puts the server's refusal of a missing secret key under its field", async () => {
    fakeBackupsServer({
      ...KEPT,
      offsiteTest: json(
        {
          error: "Secret key is required",
          issues: [
            { path: "secretAccessKey", message: "Secret key is required", check: { check: "required" } },
          ],
        },
        400,
      ),
    });
    renderBackups();
    const card = await offsiteCard();
    await fillIn(card, B2);
    await userEvent.click(within(card).getByRole("button", { name: "Test Connection" }));
    const secret = within(card).getByLabelText("Secret Key");
    await waitFor(() => expect(secret.getAttribute("aria-invalid")).toBe("true"));
    expect(within(card).getByText("Secret key is required")).toBeTruthy();
  });

  it("tests what is typed, unsaved, and says the storage took it", async () => {
    const { requests } = fakeBackupsServer({
      ...KEPT,
      offsiteTest: json({ bucket: B2.bucket, copies: 3 }),
    });
    renderBackups();
    const card = await offsiteCard();
    await fillIn(card, { ...B2, secret: SECRET });
    await userEvent.click(within(card).getByRole("button", { name: "Test Connection" }));
    expect(
      await within(card).findByText(
        "Connected: the storage took the key, and the bucket rahman-jewellers-backups can be listed, written and cleared. Copies of this shop in it: 3.",
      ),
    ).toBeTruthy();
    const tests = requests.filter((r) => r.path === "/api/admin/offsite-storage/test");
    expect(tests.map((r) => r.body)).toEqual([
      { ...B2, enabled: false, secretAccessKey: SECRET } satisfies OffsiteStorageInput,
    ]);
    expect(requests.some((r) => r.method === "PUT")).toBe(false);
  });

  it.each([
    [
      "offsiteWrongSecret",
      "The secret key does not match the access key ID. Copy it again from the storage's website.",
    ],
    [
      "offsiteNoSuchBucket",
      "The storage has no bucket by that name. Check its spelling, or create the bucket first.",
    ],
    [
      "offsiteUnreachable",
      "The storage could not be reached at that endpoint URL. Check the address, and that the server is online.",
    ],
  ])("says plainly what the storage answered a test: %s", async (code, error) => {
    fakeBackupsServer({
      ...KEPT,
      offsiteStorage: { ...B2, secretSet: true },
      offsiteTest: json({ error, code }, 502),
    });
    renderBackups();
    const card = await offsiteCard();
    await userEvent.click(within(card).getByRole("button", { name: "Test Connection" }));
    expect(await within(card).findByText(error)).toBeTruthy();
  });

  describe("the last copy, above with the last backup", () => {
    const withCopy = (offsite: BackupsResponse["offsite"]) =>
      fakeBackupsServer({ ...KEPT, offsite, offsiteStorage: { ...B2, secretSet: true } });

    it("tells when the last copy was made", async () => {
      withCopy({
        enabled: true,
        copying: false,
        lastCopy: {
          at: "2026-11-25T04:05:00.000Z",
          backup: KEPT.backups[0]?.name ?? "",
          copied: true,
          error: null,
        },
      });
      renderBackups();
      const status = await statusCard();
      await waitFor(() => expect(status.textContent).toContain("Copied offsite: Nov 25, 2026, 4:05 AM"));
      expect(within(status).queryByRole("alert")).toBeNull();
    });

    it("warns why the last copy failed", async () => {
      withCopy({
        enabled: true,
        copying: false,
        lastCopy: {
          at: "2026-11-25T04:05:00.000Z",
          backup: KEPT.backups[0]?.name ?? "",
          copied: false,
          error: {
            code: "offsiteWrongSecret",
            message:
              "The secret key does not match the access key ID. Copy it again from the storage's website.",
          },
        },
      });
      renderBackups();
      const status = await statusCard();
      expect((await within(status).findByRole("alert")).textContent).toBe(
        "The last offsite copy failed on Nov 25, 2026, 4:05 AM: The secret key does not match the access key ID. Copy it again from the storage's website.",
      );
    });

    it("warns when older copies could not be removed, though the copy was made", async () => {
      withCopy({
        enabled: true,
        copying: false,
        lastCopy: {
          at: "2026-11-25T04:05:00.000Z",
          backup: KEPT.backups[0]?.name ?? "",
          copied: true,
          error: {
            code: "offsiteCleanupFailed",
            message: "The copy was made, but older copies could not be removed from the storage.",
          },
        },
      });
      renderBackups();
      const status = await statusCard();
      expect((await within(status).findByRole("alert")).textContent).toBe(
        "The copy was made, but older copies could not be removed from the storage.",
      );
      expect(status.textContent).toContain("Copied offsite: Nov 25, 2026, 4:05 AM");
    });

    it("says a first copy is still to come", async () => {
      withCopy({ enabled: true, copying: false, lastCopy: null });
      renderBackups();
      const status = await statusCard();
      await waitFor(() =>
        expect(status.textContent).toContain("Not copied offsite yet: the next backup will be."),
      );
    });
  });

  it("loads the settings with the secret key shown as saved, never filled in", async () => {
    fakeBackupsServer({ ...KEPT, offsiteStorage: { ...NO_OFFSITE_STORAGE, ...B2, secretSet: true } });
    renderBackups();
    const card = await offsiteCard();
    await waitFor(() =>
      expect((within(card).getByLabelText("Bucket") as HTMLInputElement).value).toBe(B2.bucket),
    );
    expect((within(card).getByLabelText("Secret Key") as HTMLInputElement).value).toBe("");
    expect(within(card).getByRole("switch", { name: "Copy each backup to this storage" })).toHaveProperty(
      "checked",
      true,
    );
  });
});

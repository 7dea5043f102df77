import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { downloadUrl } from "../../shared/download-file";
import { fakeUploads, photoFile } from "../testing/fake-uploads";
import { renderInAdmin } from "../testing/render-in-admin";
import { BackupsPage } from "./backups-page";
import { backup, fakeBackupsServer, NOW, OWNER_PASSWORD } from "./fake-backups-server";

vi.mock("../../shared/download-file", () => ({ downloadUrl: vi.fn() }));

const PATH = "/admin/backups";
const renderBackups = () => renderInAdmin([{ path: PATH, element: <BackupsPage /> }], PATH);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(downloadUrl).mockClear();
});

describe("the backups screen", () => {
  it("tells the last backup's time and size, and lists each kept one", async () => {
    fakeBackupsServer({
      backups: [backup("2026-11-25T04:00:00.000Z"), backup("2026-11-24T04:00:00.000Z", 1_900_000, 30)],
      retention: { keepDaily: 14, keepWeekly: 8 },
      lastFailure: null,
    });
    renderBackups();
    const status = await screen.findByRole("region", { name: "Last Backup" });
    expect(status.textContent).toContain("Nov 25, 2026, 4:00 AM · 2.4 MB · 31 photos");
    expect(within(status).queryByRole("alert")).toBeNull();
    const rows = within(screen.getByRole("table", { name: "Backups, newest first" })).getAllByRole("row");
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      "Nov 25, 2026, 4:00 AM2.4 MB31DownloadRestore…",
      "Nov 24, 2026, 4:00 AM1.9 MB30DownloadRestore…",
    ]);
  });

  it("warns when no backup has succeeded in 48 hours, and says why the last one failed", async () => {
    fakeBackupsServer({
      backups: [backup("2026-11-23T05:00:00.000Z")],
      retention: { keepDaily: 14, keepWeekly: 8 },
      lastFailure: { at: "2026-11-25T04:00:00.000Z", error: "ENOSPC: no space left on device" },
    });
    renderBackups();
    const status = await screen.findByRole("region", { name: "Last Backup" });
    const alerts = within(status)
      .getAllByRole("alert")
      .map((alert) => alert.textContent);
    expect(alerts).toEqual([
      "No backup has succeeded in the last 48 hours. Back up now and check the server's disk.",
      "The last automatic backup failed on Nov 25, 2026, 4:00 AM: ENOSPC: no space left on device",
    ]);
  });

  it("asks for a first backup when there is none, and makes one at a click", async () => {
    const { requests } = fakeBackupsServer({
      backups: [],
      retention: { keepDaily: 14, keepWeekly: 8 },
      lastFailure: null,
    });
    renderBackups();
    expect(
      await screen.findByText("No backup has been made yet. Back up now, before anything else."),
    ).toBeTruthy();
    expect(screen.getByText("No backups yet.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Back Up Now" }));
    expect(
      await screen.findByText("Backup made: 2.5 MB. Download it to keep a copy away from the server."),
    ).toBeTruthy();
    // The list is read again, now with the new backup.
    await screen.findByRole("table", { name: "Backups, newest first" });
    expect(screen.queryByText("No backup has been made yet. Back up now, before anything else.")).toBeNull();
    expect(requests.filter((r) => r.method === "POST").map((r) => r.path)).toEqual(["/api/admin/backups"]);
  });

  it("downloads a backup as its .tar.gz, through a link the browser saves as it arrives", async () => {
    const kept = backup("2026-11-25T04:00:00.000Z");
    fakeBackupsServer({ backups: [kept], retention: { keepDaily: 14, keepWeekly: 8 }, lastFailure: null });
    renderBackups();
    await userEvent.click(
      await screen.findByRole("button", { name: "Download the backup of Nov 25, 2026, 4:00 AM" }),
    );
    await waitFor(() =>
      expect(downloadUrl).toHaveBeenCalledWith(
        `/api/backup-downloads/ticket-for-${kept.name}`,
        `${kept.name}.tar.gz`,
      ),
    );
  });

  it("says so when the backup to download is gone", async () => {
    const { state } = fakeBackupsServer({
      backups: [backup("2026-11-25T04:00:00.000Z")],
      retention: { keepDaily: 14, keepWeekly: 8 },
      lastFailure: null,
    });
    renderBackups();
    const button = await screen.findByRole("button", { name: /^Download the backup of/ });
    state.backups = [];
    await userEvent.click(button);
    expect(await screen.findByText("That backup no longer exists")).toBeTruthy();
    expect(downloadUrl).not.toHaveBeenCalled();
  });

  it("saves how many to keep, refusing a count out of range under its field", async () => {
    const { state, requests } = fakeBackupsServer({
      backups: [],
      retention: { keepDaily: 14, keepWeekly: 8 },
      lastFailure: null,
    });
    renderBackups();
    const daily = await screen.findByRole("textbox", { name: "Daily backups" });
    await userEvent.clear(daily);
    await userEvent.type(daily, "0");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Daily backups kept must be between 1 and 90")).toBeTruthy();
    expect(requests.some((r) => r.method === "PUT")).toBe(false);

    await userEvent.clear(daily);
    await userEvent.type(daily, "৭");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved. Backups past it have been removed.")).toBeTruthy();
    expect(state.retention).toEqual({ keepDaily: 7, keepWeekly: 8 });
  });

  it("restores a kept backup: what it holds, then the password, then where the data it replaced is kept", async () => {
    const kept = backup("2026-11-24T04:00:00.000Z");
    const { state, requests } = fakeBackupsServer({
      backups: [kept],
      retention: { keepDaily: 14, keepWeekly: 8 },
      lastFailure: null,
    });
    renderBackups();
    await userEvent.click(
      await screen.findByRole("button", { name: "Restore the backup of Nov 24, 2026, 4:00 AM" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Restore a Backup" });
    await within(dialog).findByText("27");
    expect(
      within(dialog)
        .getAllByRole("definition")
        .map((held) => held.textContent),
    ).toEqual(["Nov 24, 2026, 4:00 AM", "27", "4", "3", "31"]);

    const password = within(dialog).getByLabelText("Your password");
    await userEvent.type(password, "not it{Enter}");
    expect(await within(dialog).findByText("The password is incorrect")).toBeTruthy();
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(state.backups).toHaveLength(1);

    await userEvent.clear(password);
    await userEvent.type(password, OWNER_PASSWORD);
    await userEvent.click(within(dialog).getByRole("button", { name: "Restore This Backup" }));
    expect((await within(dialog).findByRole("status")).textContent).toBe(
      "The shop now holds the backup of Nov 24, 2026, 4:00 AM: 27 items, 4 messages and 31 photos.",
    );
    expect(dialog.textContent).toContain(
      "What it held just before is kept as the backup of Nov 25, 2026, 6:00 AM, at the top of the list",
    );
    const reads = requests.length;
    await userEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    // Everything is read again once the owner has read the result: the list now starts with the kept data.
    await waitFor(() => expect(requests.length).toBeGreaterThan(reads));
    await screen.findByRole("button", { name: "Restore the backup of Nov 25, 2026, 6:00 AM" });
  });

  it("sends a downloaded backup back, then opens its restore dialog", async () => {
    const uploads = fakeUploads();
    const sentBack = backup("2026-10-01T04:00:00.000Z");
    const { state } = fakeBackupsServer({
      backups: [],
      retention: { keepDaily: 14, keepWeekly: 8 },
      lastFailure: null,
    });
    renderBackups();
    const file = photoFile(`${sentBack.name}.tar.gz`, 4096, "application/gzip");
    await userEvent.upload(await screen.findByLabelText("Restore a Downloaded Backup…"), file);
    const [upload] = uploads;
    expect(upload).toMatchObject({ method: "POST", url: "/api/admin/backups/upload", photo: file });
    upload?.progress(0.5);
    expect((await screen.findByText(/^Sending the backup…/)).textContent).toBe("Sending the backup… 50%");
    state.backups.push(sentBack);
    upload?.answer(201, sentBack);
    const dialog = await screen.findByRole("dialog", { name: "Restore a Backup" });
    expect((await within(dialog).findAllByRole("definition"))[0]?.textContent).toBe("Oct 1, 2026, 4:00 AM");
  });

  it("says why a file sent back is not a backup", async () => {
    const uploads = fakeUploads();
    fakeBackupsServer({ backups: [], retention: { keepDaily: 14, keepWeekly: 8 }, lastFailure: null });
    renderBackups();
    await userEvent.upload(
      await screen.findByLabelText("Restore a Downloaded Backup…"),
      photoFile("holiday.tar.gz", 100, "application/gzip"),
    );
    uploads[0]?.answer(400, {
      error: "This file is not a backup of this shop: choose a shop-….tar.gz downloaded from Backups",
      code: "backupNotAnArchive",
    });
    const refusal = await screen.findByText(
      "This file is not a backup of this shop: choose a shop-….tar.gz downloaded from Backups",
    );
    expect(refusal.getAttribute("role")).toBe("alert");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("brings an offsite copy back to the server, then opens its restore dialog", async () => {
    const copy = backup("2026-11-20T04:00:00.000Z");
    const { state } = fakeBackupsServer({
      backups: [],
      retention: { keepDaily: 14, keepWeekly: 8 },
      lastFailure: null,
      offsite: { enabled: true, copying: false, lastCopy: null },
      offsiteCopies: [copy],
    });
    renderBackups();
    await userEvent.click(await screen.findByRole("button", { name: "Restore an Offsite Copy…" }));
    const copies = await screen.findByRole("dialog", { name: "Offsite Copies" });
    await userEvent.click(
      await within(copies).findByRole("button", { name: "Bring back the copy of Nov 20, 2026, 4:00 AM" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Restore a Backup" });
    expect((await within(dialog).findAllByRole("definition"))[0]?.textContent).toBe("Nov 20, 2026, 4:00 AM");
    expect(screen.queryByRole("dialog", { name: "Offsite Copies" })).toBeNull();
    expect(state.backups).toEqual([copy]);
  });

  it("offers no offsite copy when no storage is set", async () => {
    fakeBackupsServer({ backups: [], retention: { keepDaily: 14, keepWeekly: 8 }, lastFailure: null });
    renderBackups();
    await screen.findByText("Restore a Downloaded Backup…");
    expect(screen.queryByRole("button", { name: "Restore an Offsite Copy…" })).toBeNull();
  });
});

import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refusalWords } from "#core/refusals";
import { settingsDefaults } from "#core/settings-defaults";
import { MAX_UPLOAD_BYTES } from "#core/uploaded-image";
import type { SentRequest } from "../../data/testing/fake-api";
import { fakeUploads, photoFile, storedPhoto } from "../testing/fake-uploads";
import { renderSettingsAdmin, settingsApi } from "../testing/settings-admin";

/** The uploader's own words when the device is offline. */
const OFFLINE_WORDS = "You are offline: photos can be uploaded when the connection is back";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const puts = (requests: SentRequest[]) => requests.filter((request) => request.method === "PUT");
const chooser = (field: string) => screen.getByLabelText(`Upload a photo for ${field}`) as HTMLInputElement;
/** The server's answer reaches the page through a promise: let it land before looking. */
const settle = (answer: () => void) =>
  act(async () => {
    answer();
  });

describe("uploading a photo for an image setting", () => {
  it("shows its progress and preview, fills the field with the stored photo's address and saves it", async () => {
    const uploads = fakeUploads();
    const { requests } = settingsApi();
    renderSettingsAdmin("/admin/settings/media");
    const logo = (await screen.findByLabelText("Logo")) as HTMLInputElement;
    await userEvent.upload(chooser("Logo"), photoFile("logo.png", 800, "image/png"));

    expect(uploads.map((upload) => upload.photo?.name)).toEqual(["logo.png"]);
    const bar = screen.getByRole("progressbar", { name: "Uploading logo.png" }) as HTMLProgressElement;
    act(() => uploads[0]?.progress(0.75));
    expect(bar.value).toBeCloseTo(0.75);
    const preview = screen.getByRole("img", { name: "Preview of Logo" });
    expect(preview.getAttribute("src")).toMatch(/^blob:/);

    await settle(() => uploads[0]?.answer(201, storedPhoto(5, 480, 160)));
    expect(logo.value).toBe(storedPhoto(5, 480, 160).url);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("img", { name: "Preview of Logo" }).getAttribute("src")).toBe(
      `/uploads/${storedPhoto(5).hash}/320.webp`,
    );

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Media & Images settings saved successfully!")).toBeTruthy();
    expect(puts(requests)[0]?.body).toEqual({
      media: { ...settingsDefaults.media, logo: storedPhoto(5, 480, 160).url },
    });
  });

  it("shows the server's words when it refuses the photo; Retry sends it again and Dismiss keeps the field", async () => {
    const uploads = fakeUploads();
    settingsApi();
    renderSettingsAdmin("/admin/settings/trademark");
    const field = (await screen.findByLabelText("Trademark image")) as HTMLInputElement;
    await userEvent.upload(chooser("Trademark image"), photoFile("mark.jpg"));
    await settle(() => uploads[0]?.answer(400, { error: refusalWords("photoTooManyPixels") }));

    expect(screen.getByText(`mark.jpg did not upload: ${refusalWords("photoTooManyPixels")}`).role).toBe(
      "alert",
    );
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(uploads[1]?.photo?.name).toBe("mark.jpg");
    await settle(() => uploads[1]?.answer(500, { error: "The disk is full" }));
    expect(screen.getByText("mark.jpg did not upload: The disk is full")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText(/did not upload/)).toBeNull();
    expect(field.value).toBe(settingsDefaults.trademarkImage);
  });

  it("refuses a file over 15 MB, or several at once, without sending anything", async () => {
    const uploads = fakeUploads();
    settingsApi();
    renderSettingsAdmin("/admin/settings/media");
    await screen.findByLabelText("Hero image");
    await userEvent.upload(chooser("Hero image"), photoFile("hero.jpg", MAX_UPLOAD_BYTES + 1));
    expect(screen.getByText(`hero.jpg: ${refusalWords("photoTooLarge")}`).role).toBe("alert");

    const heroRow = chooser("Hero image").closest("div[class]")?.parentElement as HTMLElement;
    fireEvent.drop(heroRow, {
      dataTransfer: { types: ["Files"], files: [photoFile("a.jpg"), photoFile("b.jpg")] },
    });
    expect(screen.getByText(`a.jpg: ${refusalWords("photoTooManyFiles")}`)).toBeTruthy();
    expect(uploads).toHaveLength(0);
  });

  it("takes a photo pasted into the field", async () => {
    const uploads = fakeUploads();
    settingsApi();
    renderSettingsAdmin("/admin/settings/media");
    const favicon = await screen.findByLabelText("Favicon");
    fireEvent.paste(favicon, {
      clipboardData: { files: [photoFile("image.png", 100, "image/png")], getData: () => "" },
    });
    expect(uploads.map((upload) => upload.photo?.name)).toEqual(["image.png"]);
    expect(screen.getByRole("progressbar", { name: "Uploading image.png" })).toBeTruthy();
  });

  it("holds the save while a photo is uploading, then saves it with the rest", async () => {
    const uploads = fakeUploads();
    const { requests } = settingsApi();
    renderSettingsAdmin("/admin/settings/seo");
    const title = await screen.findByLabelText("Meta title");
    await userEvent.clear(title);
    await userEvent.type(title, "Shonali | Gold");
    await userEvent.upload(chooser("Open Graph image"), photoFile("share.jpg"));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(screen.getByText("Photos are still uploading (1 left): save when they are done.")).toBeTruthy();
    expect(puts(requests)).toHaveLength(0);
    await settle(() => uploads[0]?.answer(201, storedPhoto(6)));
    expect(screen.queryByText(/still uploading/)).toBeNull();

    await userEvent.keyboard("{Control>}s{/Control}");
    expect(await screen.findByText(/^SEO.* settings saved successfully!$/)).toBeTruthy();
    expect(puts(requests)[0]?.body).toEqual({
      seo: { ...settingsDefaults.seo, metaTitle: "Shonali | Gold", ogImage: storedPhoto(6).url },
    });
  });

  it("lets a photo that never finishes be cancelled, so the form can be saved without it", async () => {
    const uploads = fakeUploads();
    const { requests } = settingsApi();
    renderSettingsAdmin("/admin/settings/seo");
    const title = await screen.findByLabelText("Meta title");
    await userEvent.clear(title);
    await userEvent.type(title, "Shonali | Gold");
    await userEvent.upload(chooser("Open Graph image"), photoFile("share.jpg"));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Photos are still uploading (1 left): save when they are done.")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Cancel upload" }));
    expect(uploads[0]?.aborted).toBe(true);
    expect(screen.queryByText(/still uploading/)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/^SEO.* settings saved successfully!$/)).toBeTruthy();
    expect(puts(requests)[0]?.body).toEqual({
      seo: { ...settingsDefaults.seo, metaTitle: "Shonali | Gold" },
    });
  });

  it("turns uploading off while offline, saying why, and keeps the address typed", async () => {
    const uploads = fakeUploads();
    settingsApi();
    renderSettingsAdmin("/admin/settings/seo");
    const image = (await screen.findByLabelText("Twitter image")) as HTMLInputElement;
    await userEvent.type(image, "/images/card.jpg");
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });

    expect(chooser("Twitter image").disabled).toBe(true);
    expect(chooser("Open Graph image").disabled).toBe(true);
    const row = image.parentElement as HTMLElement;
    expect(within(row).getByText(OFFLINE_WORDS)).toBeTruthy();
    fireEvent.paste(image, {
      clipboardData: { files: [photoFile("image.png", 100, "image/png")], getData: () => "" },
    });
    expect(uploads).toHaveLength(0);
    expect(image.value).toBe("/images/card.jpg");
  });
});

import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refusalWords } from "#core/refusals";
import { type JewelryItem, MAX_EXTRA_IMAGES } from "#core/schemas/jewelry";
import { jewelryItem } from "#core/testing/catalogue-test-data";
import { MAX_UPLOAD_BYTES } from "#core/uploaded-image";
import { json } from "../../data/testing/fake-api";
import { fakeUploads, photoFile, storedPhoto } from "../testing/fake-uploads";
import { catalogue, jewelryApi, renderJewelryAdmin } from "../testing/jewelry-admin";

/** The uploader's own words when the device is offline. */
const OFFLINE_WORDS = "You are offline: photos can be uploaded when the connection is back";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ring = jewelryItem({
  _id: "ring",
  name: "Classic Solitaire",
  imageUrl: "/images/ring.svg",
  images: ["/images/ring-side.svg", "/images/ring-box.svg"],
});
const items = [ring, ...catalogue.filter((item) => item._id !== "ring")];

/** The ring's editor, with a server that saves what it is sent. */
async function openRing(item: JewelryItem = ring) {
  const api = jewelryApi([item, ...items.slice(1)], {
    "PUT /api/jewelry/ring": ({ body }) => json({ ...item, ...(body as object) }),
  });
  renderJewelryAdmin("/admin/jewelry/ring");
  await screen.findByRole("heading", { name: `Edit: ${item.name}` });
  return api;
}

const photosField = () => screen.getByRole("group", { name: "Photos" });
const rows = () => within(photosField()).getAllByRole("listitem");
const chooser = () => screen.getByLabelText("Choose photos") as HTMLInputElement;
const button = (name: string) => screen.getByRole("button", { name });
const savedImages = (api: Awaited<ReturnType<typeof openRing>>) => {
  const body = api.writes().at(-1)?.body as { imageUrl: string; images: string[] } | undefined;
  return body && [body.imageUrl, ...body.images];
};

async function save(api: Awaited<ReturnType<typeof openRing>>) {
  await userEvent.click(button("Save"));
  expect(await screen.findByText("Jewelry item updated successfully!")).toBeTruthy();
  return savedImages(api);
}

const goOffline = () => {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event("offline"));
  });
};

/** The server's answer reaches the page through a promise: let it land before looking. */
const settle = (answer: () => void) =>
  act(async () => {
    answer();
  });

const filesDrag = (files: File[]) => ({ dataTransfer: { types: ["Files"], files } });

describe("uploading photos to an item", () => {
  it("shows each chosen photo's preview and progress, then its stored photo, in the order chosen", async () => {
    const uploads = fakeUploads();
    const api = await openRing();
    await userEvent.upload(chooser(), [photoFile("front.jpg", 4000), photoFile("clasp.jpg", 3000)]);

    expect(uploads.map((upload) => upload.photo?.name)).toEqual(["front.jpg", "clasp.jpg"]);
    expect(uploads.every((upload) => upload.headers.authorization === "Bearer t")).toBe(true);
    expect(rows()).toHaveLength(5);
    const previewSrc = screen.getByRole("img", { name: "Preview of photo 4" }).getAttribute("src");
    expect(previewSrc).toMatch(/^blob:/);
    const front = screen.getByRole("progressbar", { name: "Uploading front.jpg" }) as HTMLProgressElement;
    act(() => uploads[0]?.progress(0.4));
    expect(front.value).toBeCloseTo(0.4);
    expect(within(rows()[3] as HTMLElement).getByText("40%")).toBeTruthy();
    act(() => uploads[0]?.progress(1));
    expect(screen.getByRole("progressbar", { name: "Preparing front.jpg for the site…" })).toBeTruthy();

    const revoked = vi.spyOn(URL, "revokeObjectURL");
    await settle(() => uploads[1]?.answer(201, storedPhoto(2, 1200, 1500)));
    await settle(() => uploads[0]?.answer(201, storedPhoto(1, 1600, 2000)));

    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(revoked).toHaveBeenCalledWith(previewSrc);
    expect(revoked).toHaveBeenCalledTimes(2);
    // The list shows the smallest stored size, not the 1600 px original.
    expect(screen.getByRole("img", { name: "Preview of photo 4" }).getAttribute("src")).toBe(
      `/uploads/${storedPhoto(1).hash}/320.webp`,
    );
    expect(within(rows()[3] as HTMLElement).getByText("Uploaded photo, 1600 × 2000 px")).toBeTruthy();
    expect(within(rows()[4] as HTMLElement).getByText("Uploaded photo, 1200 × 1500 px")).toBeTruthy();

    expect(await save(api)).toEqual([
      "/images/ring.svg",
      "/images/ring-side.svg",
      "/images/ring-box.svg",
      storedPhoto(1, 1600, 2000).url,
      storedPhoto(2, 1200, 1500).url,
    ]);
  });

  it("shows the server's words for a photo it refused, and Retry sends the same photo again", async () => {
    const uploads = fakeUploads();
    const api = await openRing();
    await userEvent.upload(chooser(), photoFile("broken.jpg", 5000));
    await settle(() => uploads[0]?.answer(422, { error: refusalWords("photoDamaged") }));

    const row = rows()[3] as HTMLElement;
    expect(within(row).getByRole("alert").textContent).toBe(
      `broken.jpg did not upload: ${refusalWords("photoDamaged")}`,
    );
    await userEvent.click(button("Save"));
    expect(screen.getByText("A photo did not upload: retry it or remove it, then save.")).toBeTruthy();
    expect(api.writes()).toEqual([]);

    await userEvent.click(within(row).getByRole("button", { name: "Retry photo 4" }));
    expect(uploads).toHaveLength(2);
    expect(uploads[1]?.photo?.name).toBe("broken.jpg");
    expect(uploads[1]?.photo?.size).toBe(5000);
    expect(screen.getByRole("progressbar", { name: "Uploading broken.jpg" })).toBeTruthy();
    await settle(() => uploads[1]?.answer(201, storedPhoto(3)));
    expect(screen.queryByText(/did not upload/)).toBeNull();

    expect((await save(api))?.at(-1)).toBe(storedPhoto(3).url);
  });

  it("says when the connection was cut, and an expired session ends as with any other call", async () => {
    const uploads = fakeUploads();
    jewelryApi(items);
    const { router } = renderJewelryAdmin("/admin/jewelry/ring");
    await screen.findByRole("heading", { name: "Edit: Classic Solitaire" });
    await userEvent.upload(chooser(), [photoFile("a.jpg"), photoFile("b.jpg")]);
    await settle(() => uploads[0]?.fail());
    expect(screen.getByText(/^a\.jpg did not upload: The upload was cut off/)).toBeTruthy();

    await settle(() => uploads[1]?.answer(401, { error: "Your session has expired. Please sign in again." }));
    // As after any call with an expired session; the unsaved photos are asked about first.
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Leave without saving" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/login"));
  });

  it("refuses a file over 15 MB, or one that is not a photo, without sending it", async () => {
    const uploads = fakeUploads();
    await openRing();
    await userEvent.upload(chooser(), photoFile("huge.jpg", MAX_UPLOAD_BYTES + 1));
    expect(screen.getByRole("alert").textContent).toBe(`huge.jpg: ${refusalWords("photoTooLarge")}`);

    fireEvent.drop(photosField(), filesDrag([photoFile("prices.pdf", 100, "application/pdf")]));
    expect(screen.getByRole("alert").textContent).toBe(`prices.pdf: ${refusalWords("photoNotAPhoto")}`);
    expect(uploads).toHaveLength(0);
    expect(rows()).toHaveLength(3);
  });

  it("takes photos dropped on the field or pasted into it, and a pasted address", async () => {
    const uploads = fakeUploads();
    await openRing();
    fireEvent.drop(photosField(), filesDrag([photoFile("dropped.jpg")]));
    fireEvent.paste(chooser(), {
      clipboardData: { files: [photoFile("image.png", 300, "image/png")], getData: () => "" },
    });
    expect(uploads.map((upload) => upload.photo?.name)).toEqual(["dropped.jpg", "image.png"]);

    fireEvent.paste(button("Remove photo 2"), {
      clipboardData: { files: [], getData: () => "https://cdn.example.com/ring-worn.jpg" },
    });
    expect(rows()).toHaveLength(6);
    expect(within(rows()[5] as HTMLElement).getByText("https://cdn.example.com/ring-worn.jpg")).toBeTruthy();
  });

  it("turns away photos beyond the main image and the additional ones the item may have", async () => {
    const uploads = fakeUploads();
    const extras = Array.from({ length: MAX_EXTRA_IMAGES - 1 }, (_, index) => `/images/ring-${index}.svg`);
    await openRing({ ...ring, images: extras });
    await userEvent.upload(chooser(), [photoFile("last.jpg"), photoFile("one-too-many.jpg")]);
    expect(uploads.map((upload) => upload.photo?.name)).toEqual(["last.jpg"]);
    expect(screen.getByRole("alert").textContent).toBe(
      `one-too-many.jpg: An item has at most ${MAX_EXTRA_IMAGES + 1} photos: the main image and the additional ones.`,
    );
  });

  it("will not save while a photo is still uploading, and saves the whole list once it is stored", async () => {
    const uploads = fakeUploads();
    const api = await openRing();
    await userEvent.upload(chooser(), photoFile("new.jpg"));
    await userEvent.click(button("Save"));
    expect(screen.getByRole("alert").textContent).toBe(
      "Photos are still uploading (1 left): save when they are done.",
    );
    await userEvent.keyboard("{Control>}s{/Control}");
    expect(api.writes()).toEqual([]);

    await settle(() => uploads[0]?.answer(201, storedPhoto(9)));
    expect(screen.queryByText(/still uploading/)).toBeNull();
    expect((await save(api))?.at(-1)).toBe(storedPhoto(9).url);
  });

  it("stops the uploads and frees their previews when the editor closes", async () => {
    const uploads = fakeUploads();
    await openRing();
    await userEvent.upload(chooser(), photoFile("left-behind.jpg"));
    const revoked = vi.spyOn(URL, "revokeObjectURL");
    await userEvent.click(button("Cancel"));
    await waitFor(() => expect(uploads[0]?.aborted).toBe(true));
    expect(revoked).toHaveBeenCalledTimes(1);
  });
});

describe("ordering an item's photos", () => {
  it("moves the focused photo with Alt+arrows, keeps focus on it, says where it went, and saves that order", async () => {
    const api = await openRing();
    button("Move photo 3 earlier").focus();
    await userEvent.keyboard("{Alt>}{ArrowUp}{/Alt}");
    expect(document.activeElement).toBe(button("Move photo 2 earlier"));
    expect(screen.getByText("Moved to position 2 of 3.")).toBeTruthy();

    await userEvent.keyboard("{Alt>}{ArrowLeft}{/Alt}");
    // It is first now: its Move earlier is off, so focus stays with the photo on its other arrow.
    expect(document.activeElement).toBe(button("Move photo 1 later"));
    expect(screen.getByText("Moved first: it is now the main image.")).toBeTruthy();
    expect(within(rows()[0] as HTMLElement).getByText("Main image")).toBeTruthy();
    expect(rows()[0]?.getAttribute("aria-label")).toBe("Photo 1 of 3, the main image");

    await userEvent.keyboard("{Alt>}{ArrowUp}{/Alt}");
    await userEvent.click(button("Move photo 2 later"));
    expect(await save(api)).toEqual(["/images/ring-box.svg", "/images/ring-side.svg", "/images/ring.svg"]);
  });

  it("makes any photo the main one, and removes one", async () => {
    const api = await openRing();
    await userEvent.click(button("Make main: photo 3"));
    expect(screen.getByRole("img", { name: "Preview of the main image" }).getAttribute("src")).toBe(
      "/images/ring-box.svg",
    );
    await userEvent.click(button("Remove photo 2"));
    expect(screen.getByText("Photo removed; 2 left.")).toBeTruthy();
    expect(document.activeElement).toBe(button("Remove photo 2"));
    expect(await save(api)).toEqual(["/images/ring-box.svg", "/images/ring-side.svg"]);
  });

  it("reorders by dragging one photo onto another", async () => {
    const api = await openRing();
    const [first, , third] = rows();
    const drag = { dataTransfer: { types: ["application/x-jewelry-photo"], files: [] } };
    fireEvent.dragStart(third as HTMLElement, drag);
    fireEvent.dragOver(first as HTMLElement, drag);
    fireEvent.drop(first as HTMLElement, drag);
    fireEvent.dragEnd(third as HTMLElement, drag);
    expect(await save(api)).toEqual(["/images/ring-box.svg", "/images/ring.svg", "/images/ring-side.svg"]);
  });
});

describe("photos offline", () => {
  it("turns uploading off with the server's words, and keeps the photos already chosen", async () => {
    const uploads = fakeUploads();
    await openRing();
    await userEvent.upload(chooser(), photoFile("on-the-way.jpg"));
    goOffline();

    expect(chooser().disabled).toBe(true);
    expect(within(photosField()).getByText(OFFLINE_WORDS)).toBeTruthy();
    fireEvent.drop(photosField(), filesDrag([photoFile("dropped.jpg")]));
    fireEvent.paste(button("Remove photo 1"), {
      clipboardData: { files: [photoFile("pasted.png", 100, "image/png")], getData: () => "" },
    });
    expect(uploads).toHaveLength(1);

    await settle(() => uploads[0]?.fail());
    expect(screen.getByText(`on-the-way.jpg did not upload: ${OFFLINE_WORDS}`)).toBeTruthy();
    expect((button("Retry photo 4") as HTMLButtonElement).disabled).toBe(true);
    expect(rows()).toHaveLength(4);
    expect(screen.getByRole("img", { name: "Preview of the main image" }).getAttribute("src")).toBe(
      "/images/ring.svg",
    );
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { refusalWords } from "#core/refusals";
import { MAX_UPLOAD_BYTES } from "#core/uploaded-image";
import { ApiError, NetworkError } from "../../data/api/api-client";
import { isOnline } from "../../data/api/reachability";
import { fakeUploads, photoFile, storedPhoto } from "../testing/fake-uploads";
import { photoFileProblem, sendPhoto } from "./upload-client";

/** The uploader's own words when the device is offline. */
const OFFLINE_WORDS = "You are offline: photos can be uploaded when the connection is back";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("photoFileProblem", () => {
  it.each([
    ["a phone's JPEG", photoFile("necklace.jpg"), null],
    ["a HEIC the browser gives no type", photoFile("IMG_0001.HEIC", 2048, ""), null],
    ["a photo of exactly the limit", photoFile("big.jpg", MAX_UPLOAD_BYTES), null],
    ["one byte over the limit", photoFile("huge.jpg", MAX_UPLOAD_BYTES + 1), refusalWords("photoTooLarge")],
    ["a PDF", photoFile("price-list.pdf", 2048, "application/pdf"), refusalWords("photoNotAPhoto")],
    ["a video", photoFile("clip.mp4", 2048, "video/mp4"), refusalWords("photoNotAPhoto")],
  ])("%s", (_, file, problem) => {
    expect(photoFileProblem(file)).toBe(problem);
  });
});

describe("sendPhoto", () => {
  it("posts the photo alone in its field with the token, reports progress and answers the stored photo", async () => {
    const uploads = fakeUploads();
    const progress: number[] = [];
    const file = photoFile("ring.jpg", 1000);
    const sent = sendPhoto(file, { token: "secret", onProgress: (fraction) => progress.push(fraction) });

    const [upload] = uploads;
    expect(upload).toMatchObject({
      method: "POST",
      url: "/api/uploads",
      fields: ["photo"],
      headers: { authorization: "Bearer secret", accept: "application/json" },
    });
    expect(upload?.photo?.name).toBe("ring.jpg");
    expect(upload?.photo?.size).toBe(1000);
    upload?.progress(0.25);
    upload?.progress(0.5);
    upload?.answer(201, storedPhoto(7));

    await expect(sent).resolves.toEqual(storedPhoto(7));
    expect(progress).toEqual([0.25, 0.5, 1, 1]);
  });

  it("rejects with the server's own words and status", async () => {
    const uploads = fakeUploads();
    const sent = sendPhoto(photoFile("script.jpg"), { token: "t" });
    uploads[0]?.answer(400, { error: refusalWords("photoNotAPhoto") });
    const error = await sent.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: refusalWords("photoNotAPhoto") });
  });

  it("reads a proxy's 413 page as the size limit, and any other page by its status", async () => {
    const uploads = fakeUploads();
    const tooLarge = sendPhoto(photoFile("a.jpg"), { token: "t" });
    uploads[0]?.answer(413, "<html>Request Entity Too Large</html>");
    await expect(tooLarge).rejects.toMatchObject({ status: 413, message: refusalWords("photoTooLarge") });

    const outage = sendPhoto(photoFile("b.jpg"), { token: "t" });
    uploads[1]?.answer(502, "<html>Bad gateway</html>");
    await expect(outage).rejects.toMatchObject({ status: 502, message: "The server answered 502" });
  });

  it("refuses an answer that is not a stored photo", async () => {
    const uploads = fakeUploads();
    const sent = sendPhoto(photoFile("a.jpg"), { token: "t" });
    uploads[0]?.answer(201, { url: "/uploads/x.jpg" });
    await expect(sent).rejects.toMatchObject({
      message: "The server's answer could not be read; try again.",
    });
  });

  it("says the connection was cut, or that the device is offline, and counts the server as unreachable", async () => {
    const uploads = fakeUploads();
    const cut = sendPhoto(photoFile("a.jpg"), { token: "t" });
    uploads[0]?.fail();
    const error = await cut.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toMatch(/^The upload was cut off/);
    expect(isOnline()).toBe(false);

    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const offline = sendPhoto(photoFile("b.jpg"), { token: "t" });
    uploads[1]?.fail();
    await expect(offline).rejects.toMatchObject({ message: OFFLINE_WORDS });
  });

  it("stops when its signal is aborted, and never starts with one already aborted", async () => {
    const uploads = fakeUploads();
    const controller = new AbortController();
    const sent = sendPhoto(photoFile("a.jpg"), { token: "t", signal: controller.signal });
    controller.abort();
    await expect(sent).rejects.toMatchObject({ name: "AbortError" });
    expect(uploads[0]?.aborted).toBe(true);

    await expect(
      sendPhoto(photoFile("b.jpg"), { token: "t", signal: controller.signal }),
    ).rejects.toMatchObject({ name: "AbortError" });
    expect(uploads).toHaveLength(1);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { refusalWords } from "#core/refusals";

afterEach(async () => {
  const { setPageLanguage } = await import("../../i18n/page-language");
  setPageLanguage("en");
  vi.resetModules();
});

/** The upload hook's wording, loaded fresh for the page's language as the admin loads its catalogue. */
async function wordingIn(language: "en" | "bn") {
  vi.resetModules();
  (await import("../../i18n/page-language")).setPageLanguage(language);
  const { ApiError } = await import("../../data/api/api-client");
  const { uploadErrorText } = await import("./use-photo-uploads");
  return { ApiError, uploadErrorText };
}

describe("why a photo did not upload, in the owner's words", () => {
  it("words a server's refusal by its code, and any other answer in the server's words", async () => {
    const { ApiError, uploadErrorText } = await wordingIn("en");
    expect(uploadErrorText(new ApiError(413, "Payload Too Large", [], "photoTooLarge"))).toBe(
      refusalWords("photoTooLarge"),
    );
    expect(uploadErrorText(new ApiError(500, "The disk is full"))).toBe("The disk is full");
  });

  it("words it in Bengali in the Bengali admin", async () => {
    const { ApiError, uploadErrorText } = await wordingIn("bn");
    expect(uploadErrorText(new ApiError(422, refusalWords("photoDamaged"), [], "photoDamaged"))).toBe(
      "ছবিটি পড়া যায়নি: ফাইলটি নষ্ট বা অসম্পূর্ণ",
    );
  });
});

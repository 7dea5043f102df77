import { describe, expect, it } from "vitest";
import { imageFields, movePhoto, photosOf } from "./photo-list";

describe("movePhoto", () => {
  it.each([
    ["earlier by one", 2, 1, ["a", "c", "b", "d"]],
    ["later by one", 1, 2, ["a", "c", "b", "d"]],
    ["to the front", 3, 0, ["d", "a", "b", "c"]],
    ["to the end", 0, 3, ["b", "c", "d", "a"]],
    ["nowhere", 1, 1, ["a", "b", "c", "d"]],
    ["before the start", 0, -1, ["a", "b", "c", "d"]],
    ["past the end", 3, 4, ["a", "b", "c", "d"]],
    ["from outside the list", 7, 0, ["a", "b", "c", "d"]],
  ])("%s", (_, from, to, expected) => {
    const list = ["a", "b", "c", "d"];
    expect(movePhoto(list, from, to)).toEqual(expected);
    expect(list).toEqual(["a", "b", "c", "d"]);
  });
});

describe("the item's photos and its image fields", () => {
  it("puts the main image first and the extra ones after it, and back", () => {
    const photos = photosOf({ imageUrl: "/a.svg", images: ["/b.svg", "/c.svg"] });
    expect(photos.map((photo) => photo.url)).toEqual(["/a.svg", "/b.svg", "/c.svg"]);
    expect(new Set(photos.map((photo) => photo.key)).size).toBe(3);
    expect(imageFields(photos)).toEqual({ imageUrl: "/a.svg", images: ["/b.svg", "/c.svg"] });
  });

  it("starts a new item with no photos, and an empty list has no main image", () => {
    expect(photosOf({ imageUrl: "", images: [] })).toEqual([]);
    expect(imageFields([])).toEqual({ imageUrl: "", images: [] });
  });

  it("leaves out photos still uploading", () => {
    const fields = imageFields([
      { key: "1", url: null },
      { key: "2", url: "/b.svg" },
      { key: "3", url: "/c.svg" },
    ]);
    expect(fields).toEqual({ imageUrl: "/b.svg", images: ["/c.svg"] });
  });
});

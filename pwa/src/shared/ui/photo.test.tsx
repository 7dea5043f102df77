import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { unmountAndRestoreFetch } from "../../data/testing/fake-api";
import { renderAsServer, renderOnServerAndHydrate } from "../testing/server-render";
import { Photo } from "./photo";

const HASH = "0123456789abcdef0123456789abcdef";
const UPLOADED = `/uploads/${HASH}/1200x1500-c8a27a.jpg`;
const SIZES = "(min-width: 640px) 50vw, 100vw";

const srcSet = (format: string, widths: number[]) =>
  widths.map((width) => `/uploads/${HASH}/${width}.${format} ${width}w`).join(", ");

afterEach(unmountAndRestoreFetch);

describe("an uploaded photo", () => {
  const renderPhoto = () =>
    render(<Photo src={UPLOADED} alt="Bridal necklace" width={400} height={500} sizes={SIZES} />).container;

  it("offers AVIF, then WebP, then JPEG, each at every width it is stored at, for the width it is laid out at", () => {
    const picture = renderPhoto().querySelector("picture");
    const sources = [...(picture?.querySelectorAll("source") ?? [])];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources.map((source) => source.getAttribute("srcset"))).toEqual([
      srcSet("avif", [320, 480, 750, 1080, 1200]),
      srcSet("webp", [320, 480, 750, 1080, 1200]),
    ]);
    expect(sources.map((source) => source.getAttribute("sizes"))).toEqual([SIZES, SIZES]);

    const img = picture?.querySelector("img");
    expect(img?.getAttribute("src")).toBe(UPLOADED);
    expect(img?.getAttribute("srcset")).toBe(srcSet("jpg", [320, 480, 750, 1080, 1200]));
    expect(img?.getAttribute("sizes")).toBe(SIZES);
    expect(img?.getAttribute("alt")).toBe("Bridal necklace");
  });

  it("has the size its address names, so nothing moves when it arrives, and its colour until then", () => {
    const img = renderPhoto().querySelector("img");
    expect([img?.getAttribute("width"), img?.getAttribute("height")]).toEqual(["1200", "1500"]);
    expect(img?.style.backgroundColor).toBe("#c8a27a");
    expect(img?.getAttribute("decoding")).toBe("async");
  });

  it("shows no colour where the frame is not filled, and reads its width from its proportions", () => {
    const { container } = render(
      <Photo
        src={`/uploads/${HASH}/1600x400-ffffff.jpg`}
        alt="Shop logo"
        height={40}
        sizes={(photo) => `${(40 * photo.width) / photo.height}px`}
        colourPlaceholder={false}
      />,
    );
    const img = container.querySelector("img");
    expect(img?.getAttribute("style")).toBeNull();
    expect(img?.getAttribute("sizes")).toBe("160px");
    expect(container.querySelector("source")?.getAttribute("sizes")).toBe("160px");
  });

  it("comes from the server with its sources, and the browser takes it over without a difference", async () => {
    const html = await renderAsServer(<Photo src={UPLOADED} alt="" sizes={SIZES} loading="lazy" />);
    expect(html).toContain(
      `<source type="image/avif" srcSet="${srcSet("avif", [320, 480, 750, 1080, 1200])}"`,
    );
    expect(html).toContain('style="background-color:#c8a27a"');

    const { onRecoverableError } = await renderOnServerAndHydrate(
      <Photo src={UPLOADED} alt="" sizes={SIZES} loading="lazy" />,
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
  });
});

describe("any other image", () => {
  it.each([
    "https://cdn.example.net/ring.jpg",
    "/images/sample/ring-gold.svg",
    `/uploads/${HASH}/1200x1500-c8a27a.png`,
  ])("%s is the plain <img> it always was", (src) => {
    const photo = render(
      <Photo src={src} alt="Ring" width={400} height={500} sizes={SIZES} loading="lazy" />,
    );
    const img = render(<img src={src} alt="Ring" width={400} height={500} loading="lazy" />);
    const shown = (container: HTMLElement) => {
      const [element, ...others] = container.children;
      expect(others).toEqual([]);
      const names = element?.getAttributeNames() ?? [];
      return [element?.tagName, Object.fromEntries(names.map((name) => [name, element?.getAttribute(name)]))];
    };
    expect(shown(photo.container)).toEqual(shown(img.container));
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { readInlinedPageReads } from "./page-reads";

const inline = (attributes: string, json: string) => {
  document.body.insertAdjacentHTML(
    "beforeend",
    `<script type="application/json" id="page-reads" ${attributes}>${json}</script>`,
  );
};

afterEach(() => document.getElementById("page-reads")?.remove());

describe("the reads a page came with", () => {
  it("are none on the service worker's shell", () => {
    expect(readInlinedPageReads()).toBeNull();
  });

  it("are fresh on a page the server has just rendered", () => {
    inline("", '{"/api/gold-rates":{"status":200,"data":{"a":"\\u003c/script\\u003e"},"etag":"\\"v1\\""}}');
    expect(readInlinedPageReads()).toEqual({
      reads: { "/api/gold-rates": { status: 200, data: { a: "</script>" }, etag: '"v1"' } },
      saved: false,
    });
  });

  it("are marked saved on a page the service worker kept from an earlier visit", () => {
    inline("data-saved", '{"/api/jewelry":{"status":404}}');
    expect(readInlinedPageReads()).toEqual({ reads: { "/api/jewelry": { status: 404 } }, saved: true });
  });
});

import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { board, ratesApi, renderRatesAdmin, samplePrices } from "../testing/rates-admin";

/** The day's board as BAJUS posts it, dated `day` ("24 নভেম্বর ২০২৬" or "24/11/2026"). */
const announcement = (day: string) => `বাংলাদেশ জুয়েলার্স সমিতি (বাজুস)
স্বর্ণ ও রুপার নতুন দাম নির্ধারণ
${day} থেকে সারাদেশে নতুন দাম কার্যকর হবে।
২২ ক্যারেটের প্রতি ভরি স্বর্ণের দাম ২,০৬,২৭৬ টাকা
২১ ক্যারেটের প্রতি ভরি ১,৯৬,৮৯০ টাকা
১৮ ক্যারেটের প্রতি ভরি ১,৬৮,৭৭৪ টাকা
সনাতন পদ্ধতির প্রতি ভরি স্বর্ণের দাম ১,৪০,২৯৪ টাকা
রুপার দাম: ২২ ক্যারেটের প্রতি ভরি ৩,৬৭৪ টাকা, ২১ ক্যারেটের প্রতি ভরি ৩,৫০০ টাকা,
১৮ ক্যারেটের প্রতি ভরি ৩,০০৪ টাকা এবং সনাতন পদ্ধতির প্রতি ভরি রুপা ২,২৬৭ টাকা।`;

const PAST_BOARD = announcement("২৪ নভেম্বর ২০২৫");

/** The announcement's prices per gram: per vori ÷ 11.664, to the taka. */
const FILLED = {
  gold: { "22K": 17_685, "21K": 16_880, "18K": 14_470, Traditional: 12_028 },
  silver: { "22K": 315, "21K": 300, "18K": 258, Traditional: 194 },
};

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const box = () => screen.getByLabelText("BAJUS announcement") as HTMLTextAreaElement;
/** What the panel says under the box; the screen has alerts of its own elsewhere. */
const pasteAlert = () => within(box().closest("#bajus-paste") as HTMLElement).getByRole("alert").textContent;
const openButton = () => screen.getByRole("button", { name: "Paste BAJUS announcement" });
const posts = (requests: { method: string; path: string }[]) =>
  requests.filter((r) => r.method === "POST" && r.path === "/api/gold-rates");

async function showScreen(boards = [board(1, "2025-11-22T04:15:00.000Z", samplePrices(19_600))]) {
  const user = userEvent.setup();
  const api = ratesApi(boards);
  renderRatesAdmin();
  await screen.findByRole("heading", { name: "New board" });
  return { user, ...api };
}

async function paste(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(openButton());
  await user.click(box());
  await user.paste(text);
  await user.click(screen.getByRole("button", { name: "Fill the board" }));
}

describe("pasting the BAJUS announcement", () => {
  it("fills the eight prices per gram and shows the per-vori figures read, publishing nothing", async () => {
    const { user, requests } = await showScreen();
    expect(openButton().getAttribute("aria-expanded")).toBe("false");
    await paste(user, PAST_BOARD);

    expect(input("Gold 22K (৳ per gram)").value).toBe("17685");
    expect(input("Gold 21K (৳ per gram)").value).toBe("16880");
    expect(input("Gold 18K (৳ per gram)").value).toBe("14470");
    expect(input("Gold Traditional (৳ per gram)").value).toBe("12028");
    expect(input("Silver 22K (৳ per gram)").value).toBe("315");
    expect(input("Silver 21K (৳ per gram)").value).toBe("300");
    expect(input("Silver 18K (৳ per gram)").value).toBe("258");
    expect(input("Silver Traditional (৳ per gram)").value).toBe("194");

    expect(screen.getByText(/The eight prices were filled from the announcement/)).toBeTruthy();
    const read = within(screen.getByRole("table", { name: "Prices read from the announcement" }));
    const gold22 = within(read.getByRole("row", { name: /Gold 22K/ }));
    expect(gold22.getByText("৳2,06,276")).toBeTruthy();
    expect(gold22.getByText("৳17,685")).toBeTruthy();
    const silverTraditional = within(read.getByRole("row", { name: /Silver Traditional/ }));
    expect(silverTraditional.getByText("৳2,267")).toBeTruthy();
    expect(silverTraditional.getByText("৳194")).toBeTruthy();

    // A day already past leaves the board to take effect when it is published.
    expect(screen.getByRole("radio", { name: "Now" })).toHaveProperty("checked", true);
    expect(screen.getByText("Not published yet")).toBeTruthy();
    expect(posts(requests)).toHaveLength(0);
  });

  it("publishes the filled prices once the owner presses Publish", async () => {
    const { user, requests } = await showScreen([]);
    await paste(user, PAST_BOARD);
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Rates published")).toBeTruthy();
    expect(posts(requests).map((r) => (r as { body?: unknown }).body)).toEqual([{ prices: FILLED }]);
  });

  it("schedules the board for the start of a day still ahead", async () => {
    const { user } = await showScreen();
    // Two days on by the Dhaka clock (UTC+6), written as BAJUS might: 26/11/2026.
    const ahead = new Date(Date.now() + 6 * 3_600_000 + 2 * 86_400_000).toISOString().slice(0, 10);
    const [year, month, day] = ahead.split("-");
    await paste(user, announcement(`${day}/${month}/${year}`));

    expect(screen.getByRole("radio", { name: "At a chosen time" })).toHaveProperty("checked", true);
    expect(input("Date and time (Dhaka time)").value).toBe(`${ahead}T00:00`);
    expect(
      screen.getByText(/The announcement takes effect .* \(Dhaka time\): the board is set to start then/),
    ).toBeTruthy();
  });

  it("fills nothing from text it cannot read, says why under the box and keeps the text", async () => {
    const { user } = await showScreen();
    const text = "Gold price rises by Tk 1,575 per bhori from Thursday.";
    await paste(user, text);

    const message =
      "No prices were found in this text. Paste the announcement with its per-vori prices in taka (টাকা). Nothing was filled.";
    expect(pasteAlert()).toBe(message);
    expect(box().value).toBe(text);
    expect(box().getAttribute("aria-invalid")).toBe("true");
    expect(box().getAttribute("aria-describedby")).toContain("bajus-error");
    expect(input("Gold 22K (৳ per gram)").value).toBe("19600");
    expect(input("Silver Traditional (৳ per gram)").value).toBe("208");
    expect(screen.queryByRole("table", { name: "Prices read from the announcement" })).toBeNull();
    expect(screen.queryByText("Not published yet")).toBeNull();
  });

  it("names the prices the text leaves out, and fills none of the others", async () => {
    const { user } = await showScreen();
    await paste(user, PAST_BOARD.slice(0, PAST_BOARD.indexOf("রুপার দাম:")));

    expect(pasteAlert()).toBe(
      "These prices are missing from the text: Silver 22K, Silver 21K, Silver 18K, Silver Traditional. Nothing was filled.",
    );
    expect(input("Gold 22K (৳ per gram)").value).toBe("19600");
  });

  it("names a grade whose metal the text does not say", async () => {
    const { user } = await showScreen();
    await paste(user, PAST_BOARD.replace("২২ ক্যারেটের প্রতি ভরি স্বর্ণের দাম", "২২ ক্যারেটের প্রতি ভরি"));
    expect(pasteAlert()).toBe(
      "The text gives ৳2,06,276 for 22K without saying whether it is gold or silver. Nothing was filled.",
    );
  });

  it("asks for the text when the box is empty", async () => {
    const { user } = await showScreen();
    await user.click(openButton());
    await user.click(screen.getByRole("button", { name: "Fill the board" }));
    expect(pasteAlert()).toBe("Paste the BAJUS announcement into the box first.");
  });

  it("works from the keyboard: focus in the box, Ctrl+Enter fills, Esc closes", async () => {
    const { user } = await showScreen();
    openButton().focus();
    await user.keyboard("{Enter}");
    expect(openButton().getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(box());

    await user.paste(PAST_BOARD);
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(input("Gold 22K (৳ per gram)").value).toBe("17685");
    expect(box().value).toBe(PAST_BOARD);

    await user.keyboard("{Escape}");
    expect(screen.queryByLabelText("BAJUS announcement")).toBeNull();
    expect(document.activeElement).toBe(openButton());
  });
});

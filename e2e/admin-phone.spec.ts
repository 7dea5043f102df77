import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { parseUploadedImageUrl } from "#core/uploaded-image";
import { expect, test } from "./fixtures";
import { openFromMenu, PHONE, tapInView } from "./phone";

/**
 * The owner's daily jobs on a phone, tapped as the owner would on a 390 × 844 screen: each control
 * the job needs is on the screen when it is tapped, under no bar. Publishing the day's board is in
 * admin-rates.spec.ts, which runs alone.
 */
test.use(PHONE);

interface Item {
  _id: string;
  name: string;
  imageUrl: string;
  featured: boolean;
}

async function findItem(request: APIRequestContext, name: string): Promise<Item | undefined> {
  const items = (await (await request.get("/api/jewelry")).json()) as Item[];
  return items.find((item) => item.name === name);
}

test("the owner answers a message on a phone: the sender is one tap away, then marked replied", async ({
  signInAsAdmin,
  page,
  request,
}) => {
  const stamp = `${Date.now()}`;
  const sent = await request.post("/api/contact-messages", {
    data: {
      firstName: "Rokeya",
      lastName: `Phone${stamp}`,
      phone: "01911-555444",
      message: `Is the Shapla ring in 18K too? ${stamp}`,
    },
  });
  expect(sent.status()).toBe(201);
  await signInAsAdmin();
  await page.goto("/admin");
  await openFromMenu(page, /Contact Messages/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Messages" })).toBeInViewport();
  await page.getByRole("searchbox", { name: "Search messages" }).fill(stamp);

  const card = page
    .getByRole("table", { name: "Contact messages" })
    .getByRole("row")
    .filter({ hasText: stamp });
  await tapInView(card.getByText(`Is the Shapla ring in 18K too? ${stamp}`));
  const message = page.getByRole("region", { name: `Message from Rokeya Phone${stamp}` });
  await expect(message.getByRole("heading", { level: 2 })).toBeInViewport();
  const call = message.getByRole("link", { name: "Call 01911-555444" });
  await expect(call).toHaveAttribute("href", "tel:+8801911555444");
  await expect(call).toBeInViewport({ ratio: 1 });
  await expect(message.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
    "href",
    "https://wa.me/8801911555444",
  );
  await expect(message.getByRole("link", { name: /WhatsApp/ })).toBeInViewport({ ratio: 1 });

  await tapInView(message.getByRole("button", { name: "Mark as Replied" }));
  await expect(message.getByText("Replied", { exact: true })).toBeVisible();
});

test("the owner adds a piece with a photo from the phone's camera, then features it from its card", async ({
  signInAsAdmin,
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const name = `E2E Phone Bala ${Date.now()}`;
  // What a phone's camera hands the page: a large JPEG.
  const snapshot = testInfo.outputPath("camera.jpg");
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#b8893a" } })
    .jpeg()
    .toFile(snapshot);

  await signInAsAdmin();
  await page.goto("/admin");
  await openFromMenu(page, /Jewelry Management/);
  await tapInView(page.getByRole("button", { name: "Add New Jewelry" }));
  const editor = page.getByRole("region", { name: "New jewelry item" });
  await expect(editor.getByRole("heading", { level: 2 })).toBeInViewport();
  await editor.getByLabel("Name", { exact: true }).fill(name);
  await editor.getByLabel("Category").selectOption("Bangles");
  await editor.getByLabel("Weight (g)").fill("18.6");
  await editor.getByLabel("Purity").fill("22K");
  await editor.getByLabel("Description", { exact: true }).fill("Photographed on the counter.");

  // The picker offers the camera: a file input for images, which phones open with "Take photo".
  const picker = editor.getByLabel("Choose photos");
  await expect(picker).toHaveAttribute("accept", "image/*");
  await picker.setInputFiles(snapshot);
  await expect(editor.getByText("Uploaded photo, 1600 × 1200 px")).toBeVisible({ timeout: 60_000 });
  // Nothing about keys, dragging or pasting on a phone.
  await expect(editor.getByText("Ctrl+S saves, Esc closes")).toBeHidden();
  await expect(editor.getByText(/Ctrl\+V/)).toBeHidden();

  await tapInView(editor.getByRole("button", { name: "Save" }));
  await expect(page.getByText("Jewelry item added successfully!")).toBeVisible();
  const saved = await findItem(request, name);
  expect(parseUploadedImageUrl(saved?.imageUrl ?? ""), "the main image is the uploaded photo").not.toBeNull();
  expect(saved?.featured).toBe(false);

  const list = page.getByRole("table", { name: "Jewelry items" });
  const featured = list.getByRole("button", { name: `Featured: ${name}` });
  await expect(featured).toHaveAttribute("aria-pressed", "false");
  await tapInView(featured);
  await expect(featured).toHaveAttribute("aria-pressed", "true");
  await expect.poll(async () => (await findItem(request, name))?.featured).toBe(true);

  // Gone again, from its own card's Delete, which asks first.
  await tapInView(list.getByRole("button", { name: `Delete ${name}` }));
  const dialog = page.getByRole("dialog");
  await tapInView(dialog.getByRole("button", { name: "Delete" }));
  await expect.poll(async () => findItem(request, name)).toBeUndefined();
});

import { lookAtEveryScreen, sendAMessage } from "./admin-looks";
import { expect, test } from "./fixtures";

// In a file of its own per language, so the two walks run on both workers at once.
test("every admin screen in Bengali, at 390 and 1366 px, as the owner sees it", async ({
  page,
  request,
  signInAsAdmin,
}, testInfo) => {
  test.setTimeout(240_000);
  await sendAMessage(request);
  await signInAsAdmin();
  const problems = await lookAtEveryScreen(page, "bn", testInfo);
  expect(problems, "what the owner would see wrong").toEqual([]);
});

import { expect, test } from "@playwright/test";

// What an open tab asks to learn that a new build runs (its journey is e2e/build-updates.spec.ts).
test("the running build is never served from a cache", async ({ request }) => {
  const response = await request.get("/builds/latest.json");
  expect(response.headers()["cache-control"]).toContain("no-store");
  expect(await response.json()).toEqual({
    id: expect.any(String),
    builtAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  });
});

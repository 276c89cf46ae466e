import { describe, expect, it } from "vitest";
import { TEST_STAFF } from "@/test/suite";
import { continuesPhotoUpload, PHOTO_BATCH_MINUTES } from "./vehicle-history";

describe("continuesPhotoUpload", () => {
  const now = new Date("2026-11-28T01:00:00Z");
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const adding = { action: "photos", actorId: TEST_STAFF.userId, at: minutesAgo(1), changes: { photos: [8, 9] } };

  it.each([
    ["the next photo of the same upload", adding, 9, true],
    ["the last minute of the window", { ...adding, at: minutesAgo(PHOTO_BATCH_MINUTES) }, 9, true],
    ["a photo after the window", { ...adding, at: minutesAgo(PHOTO_BATCH_MINUTES + 1) }, 9, false],
    ["another staff member's upload", { ...adding, actorId: TEST_STAFF.userId + 1 }, 9, false],
    ["a count that moved on since (a photo deleted elsewhere)", adding, 8, false],
    ["a deletion, not an upload", { ...adding, changes: { photos: [10, 9] } }, 9, false],
    [
      "a reorder",
      {
        ...adding,
        changes: {
          order: [
            [1, 2],
            [2, 1],
          ],
        },
      },
      9,
      false,
    ],
    ["another kind of change", { ...adding, action: "updated" }, 9, false],
  ])("%s", (_, latest, countBefore, continues) => {
    expect(continuesPhotoUpload(latest, TEST_STAFF, countBefore, now)).toBe(continues);
  });

  it("starts a new row for a vehicle without history", () => {
    expect(continuesPhotoUpload(null, TEST_STAFF, 0, now)).toBe(false);
  });
});

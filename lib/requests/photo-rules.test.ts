import { describe, expect, it } from "vitest";
import {
  photoOutcomeOf,
  photoOutcomeQuery,
  photoRoom,
  REQUEST_PHOTO_LIMITS,
  takesPhotos,
  type PhotoBatchOutcome,
} from "./photo-rules";

describe("which requests take photos", () => {
  it.each([
    ["purchase", true],
    ["assessment", true],
    ["sale", false],
    ["auction", false],
    ["vehicle", false],
    [null, false],
  ] as const)("%s: %s", (type, takes) => {
    expect(takesPhotos(type)).toBe(takes);
  });
});

describe("how many more photos a request takes", () => {
  it.each([
    [0, 10],
    [9, 1],
    [10, 0],
    [12, 0],
  ])("holding %i: %i more", (stored, room) => {
    expect(REQUEST_PHOTO_LIMITS.maxPerRequest).toBe(10);
    expect(photoRoom(stored)).toBe(room);
  });
});

describe("a batch's outcome, carried to the status page in its query", () => {
  it.each<[string, PhotoBatchOutcome, string]>([
    ["all added", { added: 3, already: 0, refused: [], batch: null }, "added=3"],
    ["one already there", { added: 2, already: 1, refused: [], batch: null }, "added=2&already=1"],
    [
      "some refused",
      {
        added: 1,
        already: 0,
        refused: [
          { place: 2, error: "notImage" },
          { place: 3, error: "tooMany" },
        ],
        batch: null,
      },
      "added=1&refused=2.notImage%2C3.tooMany",
    ],
    ["refused whole", { added: 0, already: 0, refused: [], batch: "batchTooLarge" }, "added=0&batch=batchTooLarge"],
  ])("%s", (_, outcome, query) => {
    expect(photoOutcomeQuery(outcome)).toBe(query);
    expect(photoOutcomeOf(Object.fromEntries(new URLSearchParams(query)))).toEqual(outcome);
  });

  it.each([
    ["no outcome (opened from the mail)", {}, null],
    ["a count that is no count", { added: "-1" }, null],
    ["more than a request holds", { added: "11" }, null],
    ["a repeated parameter", { added: ["1", "2"] }, null],
  ])("reads none from %s", (_, query, outcome) => {
    expect(photoOutcomeOf(query)).toEqual(outcome);
  });

  it("leaves out what it does not know (an edited address)", () => {
    expect(
      photoOutcomeOf({ added: "2", already: "x", refused: "0.notImage,2.<script>,x.damaged,4.damaged", batch: "boom" }),
    ).toEqual({
      added: 2,
      already: 0,
      refused: [{ place: 4, error: "damaged" }],
      batch: null,
    });
  });
});

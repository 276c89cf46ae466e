import { beforeEach, describe, expect, it } from "vitest";
import { claimHeldPhotos, dropUnclaimedPhotos, holdPhotos, takeHeldPhotos } from "./held-photos";

const photo = (name: string) => new File(["x"], name, { type: "image/jpeg" });

describe("photos held until a new vehicle's first save", () => {
  beforeEach(() => {
    holdPhotos([]);
    dropUnclaimedPhotos();
  });

  it("go, once, to the vehicle the save registered", () => {
    holdPhotos([photo("a.jpg"), photo("b.jpg")]);
    claimHeldPhotos(7);
    expect(takeHeldPhotos(8)).toEqual([]);
    expect(takeHeldPhotos(7).map((file) => file.name)).toEqual(["a.jpg", "b.jpg"]);
    expect(takeHeldPhotos(7)).toEqual([]);
  });

  it("go nowhere before a save, and are dropped with a form left unsaved", () => {
    holdPhotos([photo("a.jpg")]);
    expect(takeHeldPhotos(7)).toEqual([]);
    dropUnclaimedPhotos();
    claimHeldPhotos(7);
    expect(takeHeldPhotos(7)).toEqual([]);
  });

  it("survive the form's going away once claimed, and the last choice is what is held", () => {
    holdPhotos([photo("a.jpg")]);
    holdPhotos([photo("c.jpg")]);
    claimHeldPhotos(9);
    dropUnclaimedPhotos();
    expect(takeHeldPhotos(9).map((file) => file.name)).toEqual(["c.jpg"]);
  });
});

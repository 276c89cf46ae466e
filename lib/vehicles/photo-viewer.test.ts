import { describe, expect, it } from "vitest";
import {
  UNZOOMED,
  ZOOM,
  clampView,
  clampZoom,
  counterText,
  isDoubleTap,
  pinchZoom,
  strokeOf,
  wrapIndex,
  zoomAt,
} from "./photo-viewer";

const photo = { width: 800, height: 600 };
const stage = { width: 800, height: 700 };

describe("photo viewer", () => {
  it("goes round from the last photo to the first and back", () => {
    expect(wrapIndex(12, 12)).toBe(0);
    expect(wrapIndex(-1, 12)).toBe(11);
    expect(wrapIndex(5, 12)).toBe(5);
    expect(wrapIndex(0, 1)).toBe(0);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it("counts the photo shown from 1", () => {
    expect(counterText(0, 12)).toBe("1 / 12");
    expect(counterText(2, 12)).toBe("3 / 12");
    expect(counterText(39, 40)).toBe("40 / 40");
  });

  it("zooms no further out than the whole photo and no further in than four times", () => {
    expect(clampZoom(0.3)).toBe(1);
    expect(clampZoom(2)).toBe(2);
    expect(clampZoom(9)).toBe(ZOOM.max);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(pinchZoom(1, 100, 250)).toBe(2.5);
    expect(pinchZoom(2, 200, 50)).toBe(1);
    expect(pinchZoom(3, 100, 1000)).toBe(ZOOM.max);
    expect(pinchZoom(2, 0, 100)).toBe(2);
  });

  it("keeps a zoomed photo over the stage and an unzoomed one centred", () => {
    expect(clampView({ scale: 1, x: 120, y: -40 }, photo, stage)).toEqual(UNZOOMED);
    // At twice the size, 1600 × 1200 over 800 × 700: 400 px spare each side across, 250 up and down.
    expect(clampView({ scale: 2, x: 1000, y: -1000 }, photo, stage)).toEqual({ scale: 2, x: 400, y: -250 });
    expect(clampView({ scale: 2, x: 100, y: 50 }, photo, stage)).toEqual({ scale: 2, x: 100, y: 50 });
  });

  it("zooms in on the point tapped", () => {
    // The point 100 px right of the centre stays where it was: 100 × 2.5 − 150 = 100.
    expect(zoomAt({ x: 100, y: 0 }, 2.5, photo, stage)).toEqual({ scale: 2.5, x: -150, y: 0 });
    expect(zoomAt({ x: 390, y: 340 }, 2, photo, stage)).toEqual({ scale: 2, x: -390, y: -250 });
  });

  it("tells a swipe from a tap and from a scroll", () => {
    expect(strokeOf({ x: -120, y: 10 })).toBe("next");
    expect(strokeOf({ x: 90, y: -20 })).toBe("previous");
    expect(strokeOf({ x: 3, y: 4 })).toBe("tap");
    expect(strokeOf({ x: 30, y: 0 })).toBeNull();
    expect(strokeOf({ x: -60, y: 200 })).toBeNull();
  });

  it("counts two quick taps at one place as a double tap", () => {
    const first = { x: 100, y: 100, time: 1000 };
    expect(isDoubleTap(null, first)).toBe(false);
    expect(isDoubleTap(first, { x: 110, y: 95, time: 1250 })).toBe(true);
    expect(isDoubleTap(first, { x: 110, y: 95, time: 1400 })).toBe(false);
    expect(isDoubleTap(first, { x: 200, y: 100, time: 1100 })).toBe(false);
  });
});

// The photo gallery's and full-screen viewer's arithmetic (components/vehicle/): which photo comes next, how
// far a photo may be zoomed and moved, and whether a finger's stroke was a swipe, a tap or a double tap.

export type Point = { x: number; y: number };
export type Size = { width: number; height: number };
/** How a photo is shown: scaled about its centre, then moved by (x, y) pixels. */
export type View = { scale: number; x: number; y: number };

export const UNZOOMED: View = { scale: 1, x: 0, y: 0 };
export const ZOOM = { min: 1, max: 4, doubleTap: 2.5 } as const;
// A stroke shorter than this is a tap (a finger never lands still); longer and mostly sideways is a swipe.
const TAP_PX = 10;
const SWIPE_PX = 50;
// Two taps this close in time and place are one double tap, as phones' own photo apps count them.
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 30;

/** The photo `index` steps to, going round: after the last comes the first. */
export function wrapIndex(index: number, count: number): number {
  return count === 0 ? 0 : ((index % count) + count) % count;
}

/** 「3 / 12」: the photo shown (counted from 1) and how many there are. */
export function counterText(index: number, count: number): string {
  return `${index + 1} / ${count}`;
}

/** The gallery's anchor for a photo, "photo-3" for the third: its arrows link to it, so work without scripts. */
export function photoAnchor(index: number): string {
  return `photo-${index + 1}`;
}

export function clampZoom(scale: number): number {
  return Number.isFinite(scale) ? Math.min(ZOOM.max, Math.max(ZOOM.min, scale)) : ZOOM.min;
}

/**
 * The view with its scale clamped and its offset kept so the zoomed photo always covers the stage where it can:
 * no edge of the photo is pulled inside the stage, and a photo no larger than the stage stays centred.
 */
export function clampView(view: View, photo: Size, stage: Size): View {
  const scale = clampZoom(view.scale);
  const limit = (extent: number, room: number) => Math.max(0, (extent * scale - room) / 2);
  // `|| 0` turns −0 (a zoom about the centre) into the 0 a style attribute and a comparison expect.
  const clamp = (value: number, max: number) => Math.min(max, Math.max(-max, value)) || 0;
  return {
    scale,
    x: clamp(view.x, limit(photo.width, stage.width)),
    y: clamp(view.y, limit(photo.height, stage.height)),
  };
}

/** Zoomed to `scale` with the point tapped (from the stage's centre) staying under the finger. */
export function zoomAt(point: Point, scale: number, photo: Size, stage: Size): View {
  const clamped = clampZoom(scale);
  return clampView({ scale: clamped, x: point.x * (1 - clamped), y: point.y * (1 - clamped) }, photo, stage);
}

/** The zoom a pinch has reached: the zoom it started at, times how far the two fingers have spread. */
export function pinchZoom(startScale: number, startDistance: number, distance: number): number {
  return startDistance > 0 ? clampZoom(startScale * (distance / startDistance)) : clampZoom(startScale);
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** What one finger's stroke (from where it landed to where it lifted) asks for when the photo is not zoomed. */
export function strokeOf(moved: Point): "next" | "previous" | "tap" | null {
  if (Math.hypot(moved.x, moved.y) < TAP_PX) return "tap";
  if (Math.abs(moved.x) < SWIPE_PX || Math.abs(moved.x) < Math.abs(moved.y)) return null;
  // A finger moving left pulls the next photo in from the right.
  return moved.x < 0 ? "next" : "previous";
}

export type Tap = Point & { time: number };

export function isDoubleTap(previous: Tap | null, tap: Tap): boolean {
  return previous !== null && tap.time - previous.time <= DOUBLE_TAP_MS && distance(previous, tap) <= DOUBLE_TAP_PX;
}

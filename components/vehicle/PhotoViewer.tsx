"use client";

import { useEffect, useEffectEvent, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { useTranslations } from "next-intl";
import { PhotoArrows } from "./PhotoArrows";
import { StoredImage, type StoredPicture } from "@/components/ui/StoredImage";
import {
  UNZOOMED,
  ZOOM,
  clampView,
  counterText,
  distance,
  isDoubleTap,
  pinchZoom,
  strokeOf,
  wrapIndex,
  zoomAt,
  type Point,
  type Tap,
  type View,
} from "@/lib/vehicles/photo-viewer";
import { cn } from "@/components/ui/cn";

// The previous and next arrows at the screen's sides, 48 px round.
const ARROW = cn(
  "absolute top-1/2 z-10 flex size-12 -translate-y-1/2 items-center justify-center",
  "rounded-full bg-white/15 text-3xl text-white hover:bg-white/30",
);

/** A finger or mouse stroke on the stage: where it started, and the view then (a pan moves from there). */
type Stroke = { start: Point; view: View; pinch: { distance: number; scale: number } | null; pinched: boolean };

/**
 * One vehicle's photos full screen, inside the app's dialog (components/dialog: focus kept inside, Escape
 * closes, focus goes back). Swipe or the arrows and arrow keys for the next photo; pinch with two fingers,
 * or double-tap or double-click, to zoom; drag to move a zoomed photo.
 */
export function PhotoViewer({
  photos,
  name,
  start,
  close,
  onShow,
}: {
  photos: StoredPicture[];
  name: string;
  start: number;
  close: () => void;
  onShow: (index: number) => void;
}) {
  const t = useTranslations("photoViewer");
  const [index, setIndex] = useState(start);
  const [view, setViewState] = useState<View>(UNZOOMED);
  const [dragX, setDragX] = useState(0);
  const viewRef = useRef<View>(UNZOOMED);
  const stage = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const stroke = useRef<Stroke | null>(null);
  const lastTap = useRef<Tap | null>(null);

  const setView = (next: View) => {
    viewRef.current = next;
    setViewState(next);
  };
  const go = (target: number) => {
    const next = wrapIndex(target, photos.length);
    setIndex(next);
    onShow(next);
    setView(UNZOOMED);
    setDragX(0);
  };
  // The keys work wherever focus is in the dialog, the dialog itself included (a click on the photo puts it there).
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === "ArrowRight") go(index + 1);
    if (event.key === "ArrowLeft") go(index - 1);
  });
  // The viewer's code arrives after the dialog opened and focused itself: focus moves on to the close button.
  useEffect(() => closeButton.current?.focus(), []);

  useEffect(() => {
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  // The photo's size on screen unzoomed (fitted whole inside the stage) and the stage's: together they bound
  // how far a zoomed photo may move.
  const sizes = () => {
    const room = { width: stage.current?.clientWidth ?? 0, height: stage.current?.clientHeight ?? 0 };
    const { width, height } = photos[index];
    const fit = Math.min(room.width / width, room.height / height);
    return { photo: { width: width * fit, height: height * fit }, stage: room };
  };
  const fromCentre = (event: ReactPointerEvent) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left - box.width / 2, y: event.clientY - box.top - box.height / 2 };
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    if (points.length === 1) {
      stroke.current = { start: points[0], view: viewRef.current, pinch: null, pinched: false };
    } else if (points.length === 2 && stroke.current) {
      stroke.current.pinch = { distance: distance(points[0], points[1]), scale: viewRef.current.scale };
      stroke.current.pinched = true;
      setDragX(0);
    }
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId) || !stroke.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    const { photo, stage: room } = sizes();
    const current = stroke.current;
    if (points.length >= 2 && current.pinch) {
      const scale = pinchZoom(current.pinch.scale, current.pinch.distance, distance(points[0], points[1]));
      const ratio = scale / viewRef.current.scale;
      setView(clampView({ scale, x: viewRef.current.x * ratio, y: viewRef.current.y * ratio }, photo, room));
      return;
    }
    const moved = { x: event.clientX - current.start.x, y: event.clientY - current.start.y };
    if (current.view.scale > ZOOM.min) {
      setView(clampView({ ...current.view, x: current.view.x + moved.x, y: current.view.y + moved.y }, photo, room));
    } else if (!current.pinched) {
      setDragX(moved.x);
    }
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId) || !stroke.current) return;
    const current = stroke.current;
    const rest = [...pointers.current.values()];
    if (rest.length > 0) {
      // One finger of a pinch lifted: the other goes on moving the photo from where it is now.
      stroke.current = { start: rest[0], view: viewRef.current, pinch: null, pinched: true };
      return;
    }
    stroke.current = null;
    setDragX(0);
    if (current.pinched) return;
    const moved = { x: event.clientX - current.start.x, y: event.clientY - current.start.y };
    const kind = strokeOf(moved);
    if (kind === "next" && current.view.scale === ZOOM.min) return go(index + 1);
    if (kind === "previous" && current.view.scale === ZOOM.min) return go(index - 1);
    if (kind !== "tap") return;
    const tap = { x: event.clientX, y: event.clientY, time: event.timeStamp };
    if (!isDoubleTap(lastTap.current, tap)) {
      lastTap.current = tap;
      return;
    }
    lastTap.current = null;
    const { photo, stage: room } = sizes();
    setView(viewRef.current.scale > ZOOM.min ? UNZOOMED : zoomAt(fromCentre(event), ZOOM.doubleTap, photo, room));
  };

  const shown = photos[index];
  const transform =
    view.scale > ZOOM.min
      ? `translate(${view.x}px, ${view.y}px) scale(${view.scale})`
      : dragX !== 0
        ? `translateX(${dragX}px)`
        : undefined;

  return (
    <div data-testid="photo-viewer" className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-4 px-4 py-2">
        <p data-testid="photo-viewer-counter" aria-live="polite" className="text-lg tabular-nums">
          {counterText(index, photos.length)}
        </p>
        <p className="hidden text-sm text-white/70 pc:block">{t("hint")}</p>
        <button
          ref={closeButton}
          type="button"
          data-testid="photo-viewer-close"
          onClick={close}
          className="flex min-h-11 items-center gap-1 rounded-full bg-white/15 px-4 text-base hover:bg-white/30"
        >
          <span aria-hidden="true" className="text-2xl leading-none">
            ×
          </span>
          {t("close")}
        </button>
      </div>
      <div className="relative min-h-0 flex-1">
        <div
          ref={stage}
          data-testid="photo-viewer-stage"
          className="absolute inset-0 touch-none overflow-hidden select-none"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
        >
          <StoredImage
            key={index}
            image={shown}
            alt={t("photoOf", { name, index: index + 1, count: photos.length })}
            decoding="async"
            draggable={false}
            style={transform ? { transform } : undefined}
            className="size-full object-contain"
          />
        </div>
        {photos.length > 1 && (
          <>
            <PhotoArrows step={(delta) => go(index + delta)} look={ARROW} />
          </>
        )}
      </div>
    </div>
  );
}

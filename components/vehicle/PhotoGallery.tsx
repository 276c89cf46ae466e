"use client";

import { lazy, Suspense, useRef, useState, type MouseEvent } from "react";
import { useTranslations } from "next-intl";
import { PhotoArrows } from "./PhotoArrows";
import { useDialogs } from "@/components/dialog/DialogProvider";
import { StoredImage } from "@/components/ui/StoredImage";
import { useScripted } from "@/components/ui/use-scripted";
import { counterText, photoAnchor, wrapIndex } from "@/lib/vehicles/photo-viewer";
import { cn } from "@/components/ui/cn";
import { GALLERY_SIZES } from "./gallery-sizes";

// The full-screen viewer's code loads when a visitor is about to open it (a pointer over the gallery, a touch,
// the keyboard's focus), not with the page: most visitors never open it.
const loadViewer = () => import("./PhotoViewer");
const PhotoViewer = lazy(() => loadViewer().then((module) => ({ default: module.PhotoViewer })));

interface Photo {
  large: { src: string; width: number; height: number };
  thumb: { src: string; width: number; height: number };
  srcSet?: string;
}

// A photo's place among them ("3 / 12"), in its corner.
const COUNTER = "absolute bottom-2 right-2 rounded bg-black/60 px-2 py-0.5 text-sm text-white tabular-nums";

// The previous and next arrows over the photo, 44 px round.
const ARROW = cn(
  "absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center",
  "rounded-full bg-black/60 text-2xl text-white",
);

// Swipe on phones (scroll snapping), arrows and the keyboard's arrow keys on desktop. Every photo and thumbnail is
// a link to the large photo, and each photo carries its own arrows, links to its neighbours' anchors, and its own
// counter, so that without scripts the photos still open and the arrows still scroll the strip; with scripts a
// photo opens the full-screen viewer there, which leaves the gallery on the photo last seen.
export function PhotoGallery({ photos, name }: { photos: Photo[]; name: string }) {
  const t = useTranslations("gallery");
  const tv = useTranslations("photoViewer");
  const dialogs = useDialogs();
  const [index, setIndex] = useState(0);
  // Without scripts the strip scrolls to a photo by its anchor and nothing knows which one is shown, so no
  // thumbnail claims to be it.
  const scripted = useScripted();
  const track = useRef<HTMLDivElement>(null);
  // While a button or key scrolls the track, the scroll events on the way must not move the index back.
  const scrollingTo = useRef<number | null>(null);

  const go = (target: number) => {
    const next = wrapIndex(target, photos.length);
    const element = track.current;
    scrollingTo.current = next;
    if (element) element.scrollTo({ left: next * element.clientWidth, behavior: "smooth" });
    setIndex(next);
    return next;
  };

  // Each photo has its own arrows: the focus follows to the same arrow on the photo shown, not left on one
  // scrolled out of sight (where Enter would step from the old photo again).
  const step = (from: number, delta: -1 | 1) => {
    const next = go(from + delta);
    const way = delta < 0 ? "previous" : "next";
    track.current
      ?.querySelector<HTMLElement>(`#${photoAnchor(next)} [data-testid=gallery-${way}]`)
      ?.focus({ preventScroll: true });
  };

  const openViewer = (event: MouseEvent<HTMLAnchorElement>, start: number) => {
    // A new tab or window asked for (modifier keys, middle button) gets the plain link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    let last = start;
    dialogs.open({
      title: tv("title", { name }),
      fullScreen: true,
      returnFocus: event.currentTarget,
      onClose: () => go(last),
      render: (close) => (
        <Suspense>
          <PhotoViewer
            photos={photos.map((photo) => photo.large)}
            name={name}
            start={start}
            close={close}
            onShow={(shown) => (last = shown)}
          />
        </Suspense>
      ),
    });
  };

  if (photos.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("label")}
      onPointerEnter={() => void loadViewer()}
      onTouchStart={() => void loadViewer()}
      onFocus={() => void loadViewer()}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") go(index + 1);
        if (event.key === "ArrowLeft") go(index - 1);
      }}
    >
      <div className="relative overflow-hidden rounded-lg bg-slate-100">
        <div
          ref={track}
          tabIndex={0}
          aria-live="polite"
          className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]"
          onScroll={(event) => {
            const element = event.currentTarget;
            const current = Math.round(element.scrollLeft / element.clientWidth);
            if (scrollingTo.current !== null) {
              if (current === scrollingTo.current) scrollingTo.current = null;
              return;
            }
            if (current !== index) setIndex(current);
          }}
          onScrollEnd={(event) => {
            const element = event.currentTarget;
            const resting = Math.round(element.scrollLeft / element.clientWidth);
            const target = scrollingTo.current;
            scrollingTo.current = null;
            // A step the arrows or keys began can be cut short: the browser snaps the strip again when a photo
            // finishes loading mid-way. The step is finished rather than lost (once: the next end is where it rests).
            if (target !== null && resting !== target) {
              element.scrollTo({ left: target * element.clientWidth, behavior: "instant" });
              return;
            }
            setIndex(resting);
          }}
        >
          {photos.map((photo, i) => (
            <div key={photo.large.src + i} id={photoAnchor(i)} className="relative w-full shrink-0 snap-start">
              <a
                href={photo.large.src}
                onClick={(event) => openViewer(event, i)}
                tabIndex={i === index ? 0 : -1}
                data-testid="gallery-photo"
                className="block cursor-zoom-in"
              >
                <StoredImage
                  image={photo.large}
                  srcSet={photo.srcSet}
                  sizes={photo.srcSet && GALLERY_SIZES}
                  alt={t("photoOf", { name, index: i + 1, count: photos.length })}
                  loading={i === 0 ? "eager" : "lazy"}
                  fetchPriority={i === 0 ? "high" : undefined}
                  decoding="async"
                  className="aspect-[4/3] w-full object-cover"
                />
              </a>
              {photos.length > 1 && (
                <>
                  <PhotoArrows
                    step={(delta) => step(i, delta)}
                    look={ARROW}
                    hrefs={{
                      previous: `#${photoAnchor(wrapIndex(i - 1, photos.length))}`,
                      next: `#${photoAnchor(wrapIndex(i + 1, photos.length))}`,
                    }}
                    tabIndex={i === index ? 0 : -1}
                  />
                  <p aria-hidden="true" className={COUNTER}>
                    {counterText(i, photos.length)}
                  </p>
                </>
              )}
            </div>
          ))}
        </div>
      </div>
      {photos.length > 1 && (
        <ul className="mt-2 grid grid-cols-5 gap-2">
          {photos.map((photo, i) => (
            <li key={photo.thumb.src + i}>
              <a
                href={photo.large.src}
                onClick={(event) => openViewer(event, i)}
                aria-label={t("show", { index: i + 1 })}
                aria-current={scripted && i === index}
                data-testid="gallery-thumbnail"
                className={cn(
                  "block overflow-hidden rounded border-2",
                  scripted && i === index ? "border-brand-700" : "border-transparent",
                )}
              >
                <StoredImage
                  image={photo.thumb}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

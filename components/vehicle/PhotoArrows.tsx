"use client";

import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";

const WAYS = [
  { way: "previous", delta: -1, side: "left-2", glyph: "‹" },
  { way: "next", delta: 1, side: "right-2", glyph: "›" },
] as const;

/**
 * The previous and next arrows at a photo's sides, in the look of where they sit (the gallery, the viewer). Given
 * `hrefs` (the gallery's), they are links to the photos either side, so they move through the photos without
 * scripts too; once scripts run, `step` moves instead.
 */
export function PhotoArrows({
  step,
  look,
  hrefs,
  tabIndex,
}: {
  step: (delta: -1 | 1) => void;
  look: string;
  hrefs?: { previous: string; next: string };
  tabIndex?: number;
}) {
  const t = useTranslations("gallery");
  return WAYS.map(({ way, delta, side, glyph }) =>
    hrefs ? (
      <a
        key={way}
        href={hrefs[way]}
        tabIndex={tabIndex}
        onClick={(event) => {
          event.preventDefault();
          step(delta);
        }}
        aria-label={t(way)}
        data-testid={`gallery-${way}`}
        className={cn(look, side)}
      >
        {glyph}
      </a>
    ) : (
      <button key={way} type="button" onClick={() => step(delta)} aria-label={t(way)} className={cn(look, side)}>
        {glyph}
      </button>
    ),
  );
}

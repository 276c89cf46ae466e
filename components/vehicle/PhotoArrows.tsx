"use client";

import { useTranslations } from "next-intl";

/** The previous and next buttons at a photo's sides, in the look of where they sit (the gallery, the viewer). */
export function PhotoArrows({ step, look }: { step: (delta: -1 | 1) => void; look: string }) {
  const t = useTranslations("gallery");
  return (
    <>
      <button type="button" onClick={() => step(-1)} aria-label={t("previous")} className={`${look} left-2`}>
        ‹
      </button>
      <button type="button" onClick={() => step(1)} aria-label={t("next")} className={`${look} right-2`}>
        ›
      </button>
    </>
  );
}

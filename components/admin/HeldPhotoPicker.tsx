"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { batchRefusal } from "@/lib/admin/photo-upload";
import { PHOTO_LIMIT_PARAMS } from "@/lib/media/limits";
import { Notice } from "@/components/ui/Notice";
import { useScripted } from "@/components/ui/use-scripted";
import { dropUnclaimedPhotos, holdPhotos } from "./held-photos";

const ACCEPTED = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif";

/**
 * A new vehicle's photos, chosen before its first save: held in the browser and uploaded by its editor right after
 * the save (./held-photos). Without scripts nothing can be held, and the section says photos come after saving.
 */
export function HeldPhotoPicker() {
  const t = useTranslations("admin.photos");
  const tf = useTranslations("admin.vehicleForm");
  const scripted = useScripted();
  const [chosen, setChosen] = useState(0);
  const [tooMany, setTooMany] = useState(false);
  useEffect(() => dropUnclaimedPhotos, []);

  return (
    <section aria-labelledby="photos-title" className="mt-8 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="photos-title" className="font-bold">
        {t("title")}
      </h2>
      {scripted ? (
        <>
          <p className="mt-1 text-sm text-muted">{t("lead", PHOTO_LIMIT_PARAMS)}</p>
          <label className="mt-3 block text-sm font-bold">
            {t("choose")}
            <input
              type="file"
              name="heldPhotos"
              multiple
              accept={ACCEPTED}
              aria-describedby="held-photos-state"
              className="mt-1 block"
              onChange={(event) => {
                const files = [...(event.currentTarget.files ?? [])];
                const refused = files.length > 0 && batchRefusal(files.length, 0) !== null;
                setTooMany(refused);
                setChosen(refused ? 0 : files.length);
                holdPhotos(refused ? [] : files);
              }}
            />
          </label>
          <p id="held-photos-state" className="mt-2 text-sm text-muted" aria-live="polite">
            {chosen > 0 ? t("heldCount", { count: chosen }) : t("heldHint")}
          </p>
          {tooMany && (
            <Notice tone="error" className="mt-3">
              {t("heldTooMany", PHOTO_LIMIT_PARAMS)}
            </Notice>
          )}
        </>
      ) : (
        <p className="mt-1 text-muted">{tf("photosAfterSave")}</p>
      )}
    </section>
  );
}

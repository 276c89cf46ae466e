"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import { REQUEST_PHOTO_LIMITS, REQUEST_PHOTO_PARAMS } from "@/lib/requests/photo-rules";
import { Button } from "@/components/ui/Button";
import { useScripted } from "@/components/ui/use-scripted";
import { PhotoChecklist } from "@/components/requests/PhotoChecklist";
import type { RequestPhotos } from "./useRequestPhotos";

/**
 * The photos a seller sends with a purchase or an assessment, chosen on the form and sent once the request is
 * stored. The input has no name: the photos never travel with the form, whose post is capped at 1 MB, but on their
 * own afterwards. Without scripts it is one line saying where photos are added instead (the thank-you's own form).
 */
export function RequestPhotoPicker({ photos }: { photos: RequestPhotos }) {
  const t = useTranslations("requestPhotos");
  const scripted = useScripted();
  const id = useId();
  if (!scripted) return <p className="text-sm text-muted">{t("noScriptNote", REQUEST_PHOTO_PARAMS)}</p>;
  const count = photos.photos.length + photos.preparing;
  const full = count >= REQUEST_PHOTO_LIMITS.maxPerRequest;
  return (
    <fieldset className="grid gap-3 rounded-md border border-slate-300 p-4" data-testid="request-photo-picker">
      <legend className="px-1 font-bold">{t("title")}</legend>
      <p className="text-sm leading-relaxed">{t("checklistLead", REQUEST_PHOTO_PARAMS)}</p>
      <PhotoChecklist />
      <div>
        <label htmlFor={id} className="block font-bold">
          {t("choose")}
        </label>
        <input
          id={id}
          type="file"
          accept="image/*"
          multiple
          disabled={full}
          className="mt-1 block w-full"
          onChange={(event) => {
            void photos.choose([...(event.target.files ?? [])]);
            // The same photo may be chosen again after it was removed.
            event.target.value = "";
          }}
        />
      </div>
      {photos.overChosen > 0 && (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {t("overChosen", { ...REQUEST_PHOTO_PARAMS, count: photos.overChosen })}
        </p>
      )}
      {full && <p className="text-sm">{t("fullNote", REQUEST_PHOTO_PARAMS)}</p>}
      <p role="status" className="text-sm font-semibold">
        {photos.preparing > 0 ? t("preparing") : count > 0 && t("chosen", { ...REQUEST_PHOTO_PARAMS, count })}
      </p>
      {photos.photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" data-testid="request-photos-chosen">
          {photos.photos.map((photo, index) => (
            <li key={photo.key} className="grid gap-1">
              <PhotoPreview preview={photo.preview} name={photo.file.name} number={index + 1} />
              <Button variant="remove" size="sm" onClick={() => photos.remove(photo.key)}>
                {t("remove", { number: index + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {count > 0 && <p className="text-sm text-muted">{t("sentWithRequest")}</p>}
    </fieldset>
  );
}

/** A chosen photo's thumbnail, or its name where this browser cannot draw it (HEIC outside Safari). */
export function PhotoPreview({ preview, name, number }: { preview: string | null; name: string; number: number }) {
  const t = useTranslations("requestPhotos");
  if (!preview)
    return (
      <span className="flex aspect-[4/3] items-center justify-center break-all rounded-md bg-slate-100 p-1 text-xs">
        {name}
      </span>
    );
  return (
    // An object URL of the seller's own photo: nothing for the image optimiser.
    // eslint-disable-next-line @next/next/no-img-element
    <img src={preview} alt={t("photoAlt", { number })} className="aspect-[4/3] w-full rounded-md object-cover" />
  );
}

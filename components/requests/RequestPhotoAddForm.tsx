import { useId } from "react";
import { useLocale, useTranslations } from "next-intl";
import { routes } from "@/lib/routes";
import { photoRoom, REQUEST_PHOTO_PARAMS } from "@/lib/requests/photo-rules";
import { Button } from "@/components/ui/Button";
import { PhotoChecklist } from "./PhotoChecklist";

/**
 * The plain form that adds photos to a request by its token: a post of the chosen files that the upload route
 * answers with the status page, so it works without scripts (the thank-you of a form sent without them, the
 * status page). Shown while the request has room.
 */
export function RequestPhotoAddForm({ token, stored }: { token: string; stored: number }) {
  const t = useTranslations("requestPhotos");
  const locale = useLocale();
  const id = useId();
  const room = photoRoom(stored);
  if (room === 0) return <p className="mt-3 text-muted">{t("full", REQUEST_PHOTO_PARAMS)}</p>;
  return (
    <form
      method="post"
      encType="multipart/form-data"
      action={routes.requestPhotoUpload(token, locale)}
      className="mt-3 grid gap-3"
    >
      <p className="leading-relaxed">{t("addLead")}</p>
      <PhotoChecklist />
      <div>
        <label htmlFor={id} className="block font-bold">
          {t("addLabel")}
        </label>
        <input
          id={id}
          type="file"
          name="photo"
          accept="image/*"
          multiple
          required
          aria-describedby={`${id}-hint`}
          className="mt-1 block w-full"
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {t("addHint", { ...REQUEST_PHOTO_PARAMS, room })}
        </p>
      </div>
      <Button type="submit" variant="primary" className="justify-self-start">
        {t("addSubmit")}
      </Button>
    </form>
  );
}

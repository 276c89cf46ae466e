import { useTranslations } from "next-intl";
import { REQUEST_PHOTO_PARAMS, type PhotoBatchOutcome } from "@/lib/requests/photo-rules";
import { Notice } from "@/components/ui/Notice";

/**
 * What came of a batch of photos sent without scripts: how many were added, how many were already there (the same
 * file chosen twice is stored once), and each refused one with why.
 */
export function RequestPhotoOutcome({ outcome }: { outcome: PhotoBatchOutcome }) {
  const t = useTranslations("requestPhotos");
  const { added, already, refused, batch } = outcome;
  return (
    <>
      {added > 0 && (
        <Notice tone="success" className="mt-3" data-testid="request-photos-added">
          {t("added", { count: added })}
        </Notice>
      )}
      {already > 0 && (
        <Notice tone="info" className="mt-3" data-testid="request-photos-already">
          {t("already", { count: already })}
        </Notice>
      )}
      {(batch || refused.length > 0) && (
        <Notice tone="error" className="mt-3">
          {batch && <p>{t(`errors.${batch}`, REQUEST_PHOTO_PARAMS)}</p>}
          {refused.length > 0 && (
            <ul className="grid gap-1">
              {refused.map(({ place, error }) => (
                <li key={place}>{t("refusedPlace", { place, reason: t(`errors.${error}`, REQUEST_PHOTO_PARAMS) })}</li>
              ))}
            </ul>
          )}
        </Notice>
      )}
    </>
  );
}

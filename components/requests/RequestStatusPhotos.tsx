import { useTranslations } from "next-intl";
import type { PhotoBatchOutcome } from "@/lib/requests/photo-rules";
import type { StoredRequestPhoto } from "@/lib/requests/photos";
import { Section } from "@/components/ui/Section";
import { RequestPhotoAddForm } from "./RequestPhotoAddForm";
import { RequestPhotoGrid } from "./RequestPhotoGrid";
import { RequestPhotoOutcome } from "./RequestPhotoOutcome";

/** The photos a seller sent with their request, what came of the last ones sent, and the form to add more. */
export function RequestStatusPhotos({
  photos,
  token,
  outcome,
}: {
  photos: StoredRequestPhoto[];
  token: string;
  outcome: PhotoBatchOutcome | null;
}) {
  const t = useTranslations("requestPhotos");
  return (
    <Section id="request-photos" title={t("title")} className="mt-8">
      {outcome && <RequestPhotoOutcome outcome={outcome} />}
      {photos.length > 0 ? (
        <>
          <p className="mt-3 font-bold">{t("stored", { count: photos.length })}</p>
          <RequestPhotoGrid photos={photos} token={token} />
        </>
      ) : (
        <p className="mt-3 text-muted">{t("none")}</p>
      )}
      <h3 className="mt-6 font-bold">{t("addTitle")}</h3>
      <RequestPhotoAddForm token={token} stored={photos.length} />
    </Section>
  );
}

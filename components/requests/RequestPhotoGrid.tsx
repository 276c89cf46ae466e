import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";
import type { StoredRequestPhoto } from "@/lib/requests/photos";

/**
 * A request's photos as thumbnails, each a link to the large size: for staff (served on their session) or, with
 * `token`, for the customer on their status page.
 */
export function RequestPhotoGrid({ photos, token }: { photos: StoredRequestPhoto[]; token?: string }) {
  const t = useTranslations("requestPhotos");
  return (
    <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5" data-testid="request-photos">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a
            href={routes.requestPhoto(photo.id, "large", token)}
            target="_blank"
            rel="noopener"
            className="block rounded-md"
            aria-label={t("staffOpen", { number: index + 1 })}
          >
            {/* Served privately by the app's own route: no image optimiser, no shared cache in between. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={routes.requestPhoto(photo.id, "thumb", token)}
              alt={t("photoAlt", { number: index + 1 })}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              className="aspect-[4/3] h-auto w-full rounded-md object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

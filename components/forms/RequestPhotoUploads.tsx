"use client";

import { useEffect, useRef } from "react";
import { useLocale, useTranslations } from "next-intl";
import { REQUEST_PHOTO_PARAMS } from "@/lib/requests/photo-rules";
import { Button } from "@/components/ui/Button";
import { PhotoPreview } from "./RequestPhotoPicker";
import type { PhotoState, RequestPhotos } from "./useRequestPhotos";

const STATE_WORDS = {
  waiting: "stateWaiting",
  sending: "stateSending",
  sent: "stateSent",
} as const satisfies Record<Exclude<PhotoState, "failed">, string>;

/**
 * On the thank-you: sends the photos chosen on the form, one at a time, as soon as the request is stored, and says
 * how far it has got (the thank-you is a polite live region). A photo that did not arrive stays with its reason
 * and a button to send it again.
 */
export function RequestPhotoUploads({ photos, token }: { photos: RequestPhotos; token: string }) {
  const t = useTranslations("requestPhotos");
  const locale = useLocale();
  const started = useRef(false);
  const { sendAll } = photos;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void sendAll(token, locale);
  }, [sendAll, token, locale]);
  const list = photos.photos;
  const sent = list.filter((photo) => photo.state === "sent").length;
  const busy = list.some((photo) => photo.state === "waiting" || photo.state === "sending");
  const failed = list.some((photo) => photo.state === "failed");
  return (
    <div className="mt-2" data-testid="request-photo-uploads">
      <p className="font-semibold">
        {busy
          ? t("uploadProgress", { done: sent, total: list.length })
          : t(failed ? "uploadSome" : "uploadDone", { count: sent })}
      </p>
      <ul className="mt-2 grid gap-2">
        {list.map((photo, index) => (
          <li key={photo.key} className="grid grid-cols-[5rem_1fr] items-center gap-3" data-state={photo.state}>
            <PhotoPreview preview={photo.preview} name={photo.file.name} number={index + 1} />
            <div className="text-sm">
              {photo.state === "failed" ? (
                <>
                  <p className="font-semibold text-red-800">
                    {t(`errors.${photo.error ?? "failed"}`, REQUEST_PHOTO_PARAMS)}
                  </p>
                  <Button
                    variant="outline"
                    size="sm"
                    className="mt-1"
                    aria-label={t("retryLabel", { number: index + 1 })}
                    onClick={() => void photos.sendOne(photo, token, locale)}
                  >
                    {t("retry")}
                  </Button>
                </>
              ) : (
                <p>{t(STATE_WORDS[photo.state])}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

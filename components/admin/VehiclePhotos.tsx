"use client";

import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import type { ButtonAction } from "@/lib/actions/result";
import { PHOTO_LIMIT_PARAMS } from "@/lib/media/limits";
import { useConfirm } from "@/components/dialog/DialogProvider";
import { useStaffCall } from "./form/useAdminForm";
import { VehiclePhotoUpload } from "./VehiclePhotoUpload";
import { Button } from "@/components/ui/Button";

type Photo = { id: number; src: string };

/** Upload several photos at once, put them in order by dragging or with buttons, delete after a confirm. */
export type PhotoCalls = { removePhoto: ButtonAction; reorderPhotos: ButtonAction };

export function VehiclePhotos({
  vehicleId,
  photos: initial,
  actions,
}: {
  vehicleId: number;
  photos: Photo[];
  actions: PhotoCalls;
}) {
  const { removePhoto, reorderPhotos } = actions;
  const t = useTranslations("admin.photos");
  const confirm = useConfirm();
  const [photos, setPhotos] = useState(initial);
  // When the server's photos change (a save reloads the page's data), the list follows them in place instead of
  // being drawn anew, so what the upload just reported stays on screen until staff close it.
  const serverPhotos = initial.map((photo) => photo.id).join(",");
  const [shownFromServer, setShownFromServer] = useState(serverPhotos);
  if (serverPhotos !== shownFromServer) {
    setShownFromServer(serverPhotos);
    setPhotos(initial);
  }
  const [dragged, setDragged] = useState<number | null>(null);
  const [pending, startTransition] = useTransition();
  const { run, feedback } = useStaffCall();

  const saveOrder = (next: Photo[]) => {
    const previous = photos;
    setPhotos(next);
    startTransition(async () => {
      const result = await run(() => reorderPhotos(null, { vehicleId, orderedIds: next.map((p) => p.id) }));
      if (!result.ok) setPhotos(previous);
    });
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length || from === to) return;
    const next = [...photos];
    next.splice(to, 0, ...next.splice(from, 1));
    saveOrder(next);
  };

  return (
    <section aria-labelledby="photos-title" className="mt-8 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="photos-title" className="font-bold">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("lead", PHOTO_LIMIT_PARAMS)}</p>
      {feedback}
      <VehiclePhotoUpload
        vehicleId={vehicleId}
        shown={photos.length}
        // A photo sent again (a retry after a lost answer) comes back as the one already shown.
        onAdded={(photo) =>
          setPhotos((current) => (current.some((p) => p.id === photo.id) ? current : [...current, photo]))
        }
      />
      {photos.length === 0 ? (
        <p className="mt-4 text-muted">{t("none")}</p>
      ) : (
        <>
          <p className="mt-4 text-xs text-muted">{t("dragHint")}</p>
          <ol className="mt-2 grid grid-cols-2 gap-3 pc:grid-cols-4" aria-busy={pending}>
            {photos.map((photo, index) => (
              <li
                key={photo.id}
                draggable
                onDragStart={() => setDragged(index)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={() => {
                  if (dragged !== null) move(dragged, index);
                  setDragged(null);
                }}
                className="rounded-md border border-slate-200 p-2"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- a stored preview, uncropped: a portrait photo
                    shows whole in the 4:3 box */}
                <img
                  src={photo.src}
                  alt={t("photo", { n: index + 1 })}
                  width={240}
                  height={180}
                  className="aspect-[4/3] w-full rounded bg-slate-100 object-contain"
                />
                <div className="mt-2 flex flex-wrap gap-1 text-sm">
                  <Button
                    disabled={index === 0 || pending}
                    onClick={() => move(index, index - 1)}
                    variant="secondary"
                    size="sm"
                    aria-label={`${t("photo", { n: index + 1 })}: ${t("moveUp")}`}
                  >
                    {t("moveUp")}
                  </Button>
                  <Button
                    disabled={index === photos.length - 1 || pending}
                    onClick={() => move(index, index + 1)}
                    variant="secondary"
                    size="sm"
                    aria-label={`${t("photo", { n: index + 1 })}: ${t("moveDown")}`}
                  >
                    {t("moveDown")}
                  </Button>
                  <Button
                    disabled={pending}
                    aria-label={`${t("photo", { n: index + 1 })}: ${t("delete")}`}
                    variant="remove"
                    size="sm"
                    onClick={async () => {
                      if (
                        !(await confirm({
                          title: t("confirmTitle"),
                          message: t("confirmMessage", { name: t("photo", { n: index + 1 }) }),
                          confirmLabel: t("confirmRemove"),
                          cancelLabel: t("confirmCancel"),
                        }))
                      )
                        return;
                      startTransition(async () => {
                        const result = await run(() => removePhoto(null, { vehicleId, photoId: photo.id }));
                        if (result.ok) setPhotos((current) => current.filter((p) => p.id !== photo.id));
                      });
                    }}
                  >
                    {t("delete")}
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

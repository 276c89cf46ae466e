"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { photosThatFit, resizedForUpload, uploadRequestPhoto } from "@/lib/client/request-photos";
import type { RequestPhotoError } from "@/lib/requests/photo-rules";

export type PhotoState = "waiting" | "sending" | "sent" | "failed";

export type ChosenPhoto = {
  key: number;
  file: File;
  /** An object URL of the photo to show, or null when this browser cannot draw it (HEIC outside Safari). */
  preview: string | null;
  state: PhotoState;
  error?: RequestPhotoError;
};

export type RequestPhotos = ReturnType<typeof useRequestPhotos>;

/**
 * The photos a seller chose on the request form, kept while the form is refused or cannot be sent, and sent one at
 * a time once the request is stored (it gives the token they are sent by). A photo that did not arrive stays, with
 * its reason, to be sent again.
 */
export function useRequestPhotos() {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [preparing, setPreparing] = useState(0);
  const [overChosen, setOverChosen] = useState(0);
  const nextKey = useRef(0);
  // Counted at once (not from the next render), so photos chosen again while some are still being made smaller
  // never take the request past its limit.
  const held = useRef(0);
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  }, [photos]);
  useEffect(() => () => latest.current.forEach((photo) => photo.preview && URL.revokeObjectURL(photo.preview)), []);

  const update = (key: number, change: Partial<ChosenPhoto>) =>
    setPhotos((list) => list.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));

  const choose = useCallback(async (files: File[]) => {
    const fit = photosThatFit(held.current, files.length);
    held.current += fit;
    setOverChosen(files.length - fit);
    setPreparing((n) => n + fit);
    for (const chosen of files.slice(0, fit)) {
      const { file, shown } = await resizedForUpload(chosen);
      const photo: ChosenPhoto = {
        key: nextKey.current++,
        file,
        preview: shown ? URL.createObjectURL(file) : null,
        state: "waiting",
      };
      setPhotos((list) => [...list, photo]);
      setPreparing((n) => n - 1);
    }
  }, []);

  const remove = useCallback((key: number) => {
    held.current--;
    setOverChosen(0);
    setPhotos((list) => {
      const gone = list.find((photo) => photo.key === key);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      return list.filter((photo) => photo.key !== key);
    });
  }, []);

  const sendOne = useCallback(async (photo: ChosenPhoto, token: string, locale: string) => {
    update(photo.key, { state: "sending", error: undefined });
    const result = await uploadRequestPhoto(token, locale, photo.file);
    update(photo.key, result.ok ? { state: "sent" } : { state: "failed", error: result.error });
  }, []);

  /** Sends every photo not yet sent, in the order chosen. */
  const sendAll = useCallback(
    async (token: string, locale: string) => {
      for (const photo of latest.current.filter((one) => one.state === "waiting" || one.state === "failed"))
        await sendOne(photo, token, locale);
    },
    [sendOne],
  );

  return { photos, preparing, overChosen, choose, remove, sendOne, sendAll };
}

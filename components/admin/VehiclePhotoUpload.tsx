"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import {
  batchRefusal,
  uploadVehiclePhotos,
  type BatchRefusal,
  type FileRefusal,
  type PhotoRefusalCode,
} from "@/lib/admin/photo-upload";
import type { AddedPhoto } from "@/lib/admin/photos";
import { PHOTO_LIMIT_PARAMS } from "@/lib/media/limits";
import { isSessionRefusal, type SessionRefusal } from "@/lib/actions/result";
import { StaffFailure, useSessionRefusal } from "./SignInAgain";
import { UploadProgress } from "./form/UploadProgress";
import { Button } from "@/components/ui/Button";
import { Notice } from "@/components/ui/Notice";
import { useScripted } from "@/components/ui/use-scripted";
import { NeedsScripts } from "./form/NeedsScripts";
import { takeHeldPhotos } from "./held-photos";

type Report = { added: number; refused: FileRefusal[]; ended: PhotoRefusalCode | null; selection?: BatchRefusal };
const ACCEPTED = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif";

/**
 * Chooses several photos and sends them one at a time with a progress bar; afterwards says how many were
 * added and names each photo that was not, with the reason. When the session ends, the photos not yet sent stay
 * chosen and the sign-in dialog opens, as on the staff forms.
 */
export function VehiclePhotoUpload({
  vehicleId,
  shown,
  onAdded,
}: {
  vehicleId: number;
  shown: number;
  onAdded: (photo: AddedPhoto) => void;
}) {
  const t = useTranslations("admin.photos");
  const tp = useTranslations("admin.common.photo");
  const session = useSessionRefusal();
  const [sessionEnd, setSessionEnd] = useState<SessionRefusal | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ index: number; fraction: number; total: number } | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const scripted = useScripted();

  const send = async (files: File[]) => {
    const refusal = batchRefusal(files.length, shown);
    if (refusal) return setReport({ added: 0, refused: [], ended: null, selection: refusal });
    setReport(null);
    setSessionEnd(null);
    session.answered(null);
    setProgress({ index: 0, fraction: 0, total: files.length });
    let added = 0;
    const outcome = await uploadVehiclePhotos(vehicleId, files, {
      onProgress: (index, fraction) => setProgress({ index, fraction, total: files.length }),
      onAdded: (photo) => {
        added++;
        onAdded(photo);
      },
    });
    setProgress(null);
    const { refused, ended, unsent } = outcome;
    if (isSessionRefusal(ended)) {
      setReport({ added, refused, ended: null });
      setSessionEnd(ended);
      keepChosen(input.current, unsent);
      session.answered(ended);
    } else {
      setReport({ added, refused, ended });
      if (input.current) input.current.value = "";
    }
  };
  const upload = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!progress) void send([...(input.current?.files ?? [])]);
  };
  // Photos chosen on the new vehicle's form go up as soon as its first save has opened this editor.
  useEffect(() => {
    const held = takeHeldPhotos(vehicleId);
    // After this render: the upload reports its progress as it goes, like one staff started.
    if (held.length > 0) void Promise.resolve(held).then(send);
    // Once, on opening: what is held is taken by the first call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [vehicleId]);

  return (
    <>
      <form className="mt-3 flex flex-wrap items-center gap-3" onSubmit={upload}>
        <label className="text-sm font-bold">
          {t("choose")}
          <input
            ref={input}
            type="file"
            name="photos"
            multiple
            accept={ACCEPTED}
            disabled={!scripted || Boolean(progress)}
            className="mt-1 block"
          />
        </label>
        <Button type="submit" disabled={!scripted || Boolean(progress)}>
          {progress ? t("uploading") : t("upload")}
        </Button>
        {progress && <UploadProgress {...progress} />}
        <NeedsScripts className="w-full" />
      </form>
      {/* The count of added photos stays until staff close it, so it is read even after a long upload. */}
      {report && report.added > 0 && (
        <Notice tone="success" className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <span>{t("uploaded", { count: report.added })}</span>
          <Button variant="outline" size="sm" onClick={() => setReport({ ...report, added: 0 })}>
            {t("dismiss")}
          </Button>
        </Notice>
      )}
      {sessionEnd && <StaffFailure code={sessionEnd} session={session} className="mt-3" />}
      {report && (report.selection || report.ended || report.refused.length > 0) && (
        <Notice tone="error" className="mt-3">
          {report.selection && <SelectionRefusal refusal={report.selection} />}
          {report.ended && <p>{tp(`errors.${report.ended}`, { file: "", ...PHOTO_LIMIT_PARAMS })}</p>}
          {report.refused.length > 0 && (
            <>
              <p>{t("refusedTitle")}</p>
              <ul className="mt-1 list-disc pl-5">
                {report.refused.map((refused, index) => (
                  <li key={index}>{tp(`errors.${refused.code}`, { file: refused.file, ...PHOTO_LIMIT_PARAMS })}</li>
                ))}
              </ul>
            </>
          )}
        </Notice>
      )}
    </>
  );
}

/** Why the photos chosen were not sent, with how many more the vehicle has room for. */
function SelectionRefusal({ refusal }: { refusal: BatchRefusal }) {
  const t = useTranslations("admin.photos");
  const tp = useTranslations("admin.common.photo");
  const { problem, ...numbers } = refusal;
  const values = { ...numbers, ...PHOTO_LIMIT_PARAMS };
  return <p>{problem === "noFiles" ? tp("errors.noFiles") : t(`selection.${problem}`, values)}</p>;
}

/** Leaves only the photos not yet sent chosen, so sending again after signing in adds none twice. */
function keepChosen(input: HTMLInputElement | null, unsent: File[]) {
  if (!input || input.files?.length === unsent.length) return;
  const chosen = new DataTransfer();
  for (const file of unsent) chosen.items.add(file);
  input.files = chosen.files;
}

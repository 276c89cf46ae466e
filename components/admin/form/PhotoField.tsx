"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { isSessionRefusal, type SessionRefusal } from "@/lib/actions/result";
import { mediaUrl } from "@/lib/media/keys";
import { PHOTO_LIMIT_PARAMS } from "@/lib/media/limits";
import { uploadPhoto, type FileRefusal } from "@/lib/admin/photo-upload";
import { UploadProgress } from "./UploadProgress";
import { NeedsScripts } from "./NeedsScripts";
import { useScripted } from "@/components/ui/use-scripted";
import { StaffFailure, useSessionRefusal } from "../SignInAgain";

const ACCEPTED = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic";

/**
 * One photo for staff content: uploaded at once (checked and re-encoded like vehicle photos), previewed,
 * and kept as a media key in a hidden field of the form named by `form`. A photo chosen after the session ended
 * is kept while staff sign in again in the dialog, then sent.
 */
export function PhotoField({
  form,
  name = "photoKey",
  initial,
  error,
}: {
  form: string;
  name?: string;
  initial: string;
  error?: string;
}) {
  const t = useTranslations("admin.common.photo");
  const [key, setKey] = useState(initial);
  const [refused, setRefused] = useState<FileRefusal | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [sessionEnd, setSessionEnd] = useState<SessionRefusal | null>(null);
  const scripted = useScripted();
  const session = useSessionRefusal();
  const upload = async (file: File) => {
    setRefused(null);
    setSessionEnd(null);
    session.answered(null);
    setProgress(0);
    const result = await uploadPhoto<{ key: string }>("/api/admin/media", file, setProgress);
    setProgress(null);
    if (result.ok) return setKey(result.value.key);
    const { code } = result.formError;
    if (isSessionRefusal(code)) {
      setSessionEnd(code);
      // The photo is kept, and sent once staff have signed in again.
      session.answered(code, () => void upload(file));
    } else setRefused({ file: file.name, code });
  };
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="font-bold">{t("label")}</h2>
      <input type="hidden" form={form} name={name} value={key} />
      {key && (
        // eslint-disable-next-line @next/next/no-img-element -- a stored photo
        <img src={mediaUrl(key)} alt={t("label")} width={320} height={240} className="mt-2 w-full rounded" />
      )}
      <label className="mt-2 block text-sm font-bold">
        {t("upload")}
        <input
          type="file"
          accept={ACCEPTED}
          disabled={!scripted || progress !== null}
          className="mt-1 block"
          onChange={async (event) => {
            const chosen = event.currentTarget;
            const file = chosen.files?.[0];
            if (!file) return;
            await upload(file);
            // The same file can be chosen again after a refusal.
            chosen.value = "";
          }}
        />
      </label>
      <NeedsScripts className="mt-2" />
      {progress !== null && <UploadProgress index={0} fraction={progress} total={1} />}
      {key && (
        <button type="button" onClick={() => setKey("")} className="mt-2 min-h-11 underline">
          {t("remove")}
        </button>
      )}
      {sessionEnd && <StaffFailure code={sessionEnd} session={session} className="mt-2 text-sm" />}
      {(refused || error) && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {refused ? t(`errors.${refused.code}`, { file: refused.file, ...PHOTO_LIMIT_PARAMS }) : error}
        </p>
      )}
    </section>
  );
}

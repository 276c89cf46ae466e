"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { mediaUrl } from "@/lib/media/keys";
import { sendRequest } from "@/lib/http/client-fetch";

const ACCEPTED = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic";

/**
 * One photo for staff content: uploaded at once (checked and re-encoded like vehicle photos), previewed,
 * and kept as a media key in a hidden field of the form named by `form`.
 */
export function PhotoField({ form, name = "photoKey", initial, error }: { form: string; name?: string; initial: string; error?: string }) {
  const t = useTranslations("admin.common.photo");
  const [key, setKey] = useState(initial);
  const [failed, setFailed] = useState(false);
  const [uploading, setUploading] = useState(false);
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
          disabled={uploading}
          className="mt-1 block"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setUploading(true);
            const body = new FormData();
            body.append("photo", file);
            const response = await sendRequest("/api/admin/media", { method: "POST", body }).catch(() => null);
            const result = (await response?.json().catch(() => ({}))) as { key?: string } | undefined;
            setUploading(false);
            setFailed(!result?.key);
            if (result?.key) setKey(result.key);
          }}
        />
      </label>
      {uploading && <p role="status" className="mt-2 text-sm">{t("uploading")}</p>}
      {key && <button type="button" onClick={() => setKey("")} className="mt-2 min-h-11 underline">{t("remove")}</button>}
      {(failed || error) && <p role="alert" className="mt-2 text-sm font-semibold text-red-800">{failed ? t("error") : error}</p>}
    </section>
  );
}

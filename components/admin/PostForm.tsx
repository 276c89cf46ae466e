"use client";

import { useActionState, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { getPathname } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { mediaUrl } from "@/lib/media/keys";
import { parseErrorCode } from "@/lib/requests/messages";
import { previewMarkdown, type PostFormState } from "@/app/actions/admin-blog";
import { inputClass } from "@/components/forms/Field";

type Props = { action: (state: PostFormState, formData: FormData) => Promise<PostFormState>; isNew: boolean; initial: Record<string, string> };

/** A blog post: title, Markdown with a preview rendered by the server, photo, language, publication. */
export function PostForm({ action, isNew, initial }: Props) {
  const t = useTranslations("admin.blogPosts");
  const tv = useTranslations("validation");
  const locale = useLocale() as "ja" | "en";
  const router = useRouter();
  const [photoKey, setPhotoKey] = useState(initial.photoKey ?? "");
  const [photoError, setPhotoError] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [previewing, startPreview] = useTransition();
  const [state, formAction, pending] = useActionState(async (previous: PostFormState, formData: FormData) => {
    const result = await action(previous, formData);
    if (result?.ok && isNew) router.push(getPathname({ href: routes.admin.blogPost(result.id), locale }));
    return result;
  }, null);
  const errors = state && !state.ok && state.error === "invalid" ? state.fieldErrors : {};
  const message = (name: string) => {
    const code = errors[name];
    if (!code) return undefined;
    const { key, value } = parseErrorCode(code);
    return tv.has(key) ? tv(key, { value: value ?? "" }) : tv("invalidFormat");
  };
  const failure = state && !state.ok ? (state.error === "invalid" ? t("fixErrors") : t(state.error)) : null;
  const field = (name: string, control: React.ReactNode) => (
    <div>
      <label htmlFor={`post-${name}`} className="text-sm font-bold">{t(`fields.${name}`)}</label>
      <div className="mt-1">{control}</div>
      {message(name) && <p id={`post-${name}-error`} className="mt-1 text-sm font-semibold text-red-700">{message(name)}</p>}
    </div>
  );

  return (
    <div className="mt-6 grid gap-6 pc:grid-cols-2">
      <form action={formAction} noValidate className="grid gap-4" id="post-form">
        {failure && <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800">{failure}</p>}
        {state?.ok && !isNew && <p role="status" className="rounded-md bg-brand-50 p-3 font-semibold">{t("saved")}</p>}
        {field("title", <input id="post-title" name="title" defaultValue={initial.title ?? ""} maxLength={120} aria-invalid={Boolean(message("title"))} className={inputClass} />)}
        {field(
          "language",
          <select id="post-language" name="language" defaultValue={initial.language ?? locale} className={inputClass}>
            <option value="ja">{t("languages.ja")}</option>
            <option value="en">{t("languages.en")}</option>
          </select>,
        )}
        {field("body", <textarea id="post-body" name="body" rows={14} defaultValue={initial.body ?? ""} aria-invalid={Boolean(message("body"))} className={`${inputClass} py-2 font-mono text-sm`} />)}
        <input type="hidden" name="photoKey" value={photoKey} />
        {field("publishedOn", <input id="post-publishedOn" name="publishedOn" type="date" defaultValue={initial.publishedOn ?? ""} aria-invalid={Boolean(message("publishedOn"))} className={inputClass} />)}
        <label className="inline-flex min-h-11 items-center gap-2">
          <input type="checkbox" name="published" defaultChecked={initial.published === "true"} className="size-5" />
          {t("fields.published")}
        </label>
        <button type="submit" disabled={pending} className="min-h-12 rounded-md bg-brand-700 px-6 font-bold text-white disabled:opacity-60">{t("save")}</button>
      </form>
      <div className="grid content-start gap-4">
        <section className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="font-bold">{t("fields.photo")}</h2>
          {photoKey && (
            // eslint-disable-next-line @next/next/no-img-element -- a stored photo
            <img src={mediaUrl(photoKey)} alt={t("fields.photo")} width={320} height={240} className="mt-2 w-full rounded" />
          )}
          <label className="mt-2 block text-sm font-bold">
            {t("uploadPhoto")}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic"
              className="mt-1 block"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                if (!file) return;
                const body = new FormData();
                body.append("photo", file);
                const response = await fetch("/api/admin/media", { method: "POST", body });
                const result = (await response.json().catch(() => ({}))) as { key?: string };
                setPhotoError(!result.key);
                if (result.key) setPhotoKey(result.key);
              }}
            />
          </label>
          {photoKey && <button type="button" onClick={() => setPhotoKey("")} className="mt-2 min-h-11 underline">{t("removePhoto")}</button>}
          {photoError && <p role="alert" className="mt-2 text-sm font-semibold text-red-800">{t("photoError")}</p>}
        </section>
        <section className="rounded-lg border border-slate-200 bg-white p-4">
          <div className="flex items-center justify-between gap-2">
            <h2 className="font-bold">{t("preview")}</h2>
            <button
              type="button"
              disabled={previewing}
              className="min-h-11 rounded-md border border-brand-700 px-4 font-semibold text-brand-800"
              onClick={() => {
                const body = (document.getElementById("post-body") as HTMLTextAreaElement | null)?.value ?? "";
                startPreview(async () => setPreview(await previewMarkdown(body)));
              }}
            >
              {t("preview")}
            </button>
          </div>
          {/* The server renders and sanitises the preview exactly as the public page will. */}
          {preview === null ? <p className="mt-2 text-sm text-muted">{t("previewEmpty")}</p> : <div data-testid="post-preview" className="prose-post mt-2" dangerouslySetInnerHTML={{ __html: preview }} />}
        </section>
      </div>
    </div>
  );
}

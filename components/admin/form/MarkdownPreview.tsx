"use client";

import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import type { Action } from "@/lib/actions/result";
import { useStaffCall } from "./useAdminForm";
import { Button } from "@/components/ui/Button";

/**
 * The Markdown in the textarea `sourceId`, rendered and sanitised by the server exactly as the public page
 * will. `language` names the text when a form has one per language; `lang` is the text's own language.
 */
export function MarkdownPreview({
  preview,
  sourceId,
  testId,
  language,
  lang,
}: {
  preview: Action<string>;
  sourceId: string;
  testId: string;
  language?: string;
  lang?: string;
}) {
  const t = useTranslations("admin.common.preview");
  const [html, setHtml] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const { run, feedback } = useStaffCall();
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-bold">{language ? t("titleFor", { language }) : t("title")}</h2>
        <Button
          disabled={pending}
          aria-label={language ? t("titleFor", { language }) : undefined}
          variant="outline"
          onClick={() => {
            const source = (document.getElementById(sourceId) as HTMLTextAreaElement | null)?.value ?? "";
            startTransition(async () => {
              const result = await run(() => preview(null, { source }));
              if (result.ok) setHtml(result.value);
            });
          }}
        >
          {t("button")}
        </Button>
      </div>
      {feedback}
      {html === null ? (
        <p className="mt-2 text-sm text-muted">{t("empty")}</p>
      ) : (
        <div
          data-testid={testId}
          lang={lang}
          aria-live="polite"
          className="prose-post mt-2"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </section>
  );
}

import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { formatJapanTime } from "@/lib/format";

type Note = { id: number; authorName: string; body: string; createdAt: Date };

/** Staff's notes on a record (a request, a customer), oldest first, each with who wrote it and when. */
export async function NoteThread({ notes, locale, testId }: { notes: Note[]; locale: Locale; testId: string }) {
  const t = await getTranslations("admin.orders");
  if (notes.length === 0) return <p className="mt-1 text-sm text-muted">{t("noNotes")}</p>;
  return (
    <ol className="mt-2 grid gap-2" data-testid={testId}>
      {notes.map((note) => (
        <li key={note.id} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
          <p className="text-xs text-muted">
            {t("noteMeta", {
              author: note.authorName || t("earlierNotes"),
              time: formatJapanTime(locale, note.createdAt),
            })}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words">{note.body}</p>
        </li>
      ))}
    </ol>
  );
}

import { getTranslations } from "next-intl/server";
import type { Action } from "@/lib/actions/result";
import type { SearchState } from "@/lib/alerts/store";
import { ALERT_RULES } from "@/lib/alerts/rules";
import { PageHeading } from "@/components/ui/PageHeading";
import { Card } from "@/components/ui/Card";
import { Notice } from "@/components/ui/Notice";
import { TextLink } from "@/components/ui/TextLink";
import { AlertLinkButton } from "./AlertLinkButton";
import { ClientMessages } from "@/components/app/ClientMessages";

export interface LinkedSearch {
  state: SearchState;
  conditions: string[];
  path: string;
}

/**
 * A saved search's confirm or unsubscribe page, opened from its mail: the search in words with a link to its
 * results, and the button that confirms or stops it (or what has already happened to it).
 */
export async function AlertLinkView({
  mode,
  token,
  search,
  action,
}: {
  mode: "confirm" | "unsubscribe";
  token: string;
  search: LinkedSearch | null;
  action: Action<null>;
}) {
  const t = await getTranslations(`savedSearch.${mode}`);
  const usable =
    search !== null && (mode === "confirm" ? search.state === "pending" || search.state === "confirmed" : true);
  const done = search?.state === (mode === "confirm" ? "confirmed" : "unsubscribed");
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <PageHeading title={t("title")} lead={usable && !done ? t("lead") : undefined} />
      {!usable ? (
        <Notice tone="error" className="mt-6">
          <p>{t("invalidTitle")}</p>
          <p className="mt-1 text-sm font-normal">
            {mode === "confirm" ? t("invalidText", { days: ALERT_RULES.confirmDays }) : t("invalidText")}
          </p>
        </Notice>
      ) : (
        <>
          <Card className="mt-6" aria-labelledby="alert-conditions">
            <h2 id="alert-conditions" className="text-sm font-bold text-muted">
              {t("conditions")}
            </h2>
            <ul className="mt-2 grid gap-1">
              {search.conditions.map((condition) => (
                <li key={condition}>{condition}</li>
              ))}
            </ul>
            <p className="mt-3">
              <TextLink href={search.path} standalone>
                {t("viewSearch")}
              </TextLink>
            </p>
          </Card>
          {done ? (
            <Notice tone="success" className="mt-6">
              <p>{t("doneTitle")}</p>
              <p className="mt-1 text-sm font-normal">{t("doneText")}</p>
            </Notice>
          ) : (
            <ClientMessages page="savedSearchLink">
              <AlertLinkButton mode={mode} token={token} action={action} />
            </ClientMessages>
          )}
        </>
      )}
    </div>
  );
}

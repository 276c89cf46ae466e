import { getTranslations } from "next-intl/server";
import type { Action } from "@/lib/actions/result";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { ClientMessages } from "@/components/app/ClientMessages";
import { PageHeading } from "@/components/ui/PageHeading";
import { TextLink } from "@/components/ui/TextLink";
import { SaveSearchFields } from "./SaveSearchFields";

/** The sign-up page of a catalogue search: the search in words, the address to send its alerts to, and its results. */
export async function AlertSignUpView({
  search,
  action,
}: {
  search: { kind: ListingKind; category: string | null; query: string; conditions: string[]; path: string };
  action: Action<null>;
}) {
  const t = await getTranslations("savedSearch");
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <PageHeading title={t("form.pageTitle")} />
      <ClientMessages page="savedSearchSignUp">
        <SaveSearchFields
          action={action}
          kind={search.kind}
          category={search.category ?? ""}
          query={search.query}
          conditions={search.conditions}
        />
      </ClientMessages>
      <p className="mt-4">
        <TextLink href={search.path} standalone>
          {t("confirm.viewSearch")}
        </TextLink>
      </p>
    </div>
  );
}

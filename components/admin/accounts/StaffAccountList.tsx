import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { formatJapanTime } from "@/lib/format";
import { SETUP_LINK_HOURS, type StaffAccountRow } from "@/lib/admin/accounts";
import { PageHeading } from "@/components/ui/PageHeading";
import { Badge } from "@/components/ui/Badge";
import { ListTable } from "../list/ListTable";
import { AddStaffAccountForm, StaffAccountActions, type StaffAccountCalls } from "./StaffAccountForms";
import { displayNameOf } from "@/lib/auth/display-name";

/** The owners' page of staff accounts: who can sign in, as what, when they last did, and the form to add one. */
export async function StaffAccountList({
  accounts,
  selfId,
  locale,
  actions,
}: {
  accounts: StaffAccountRow[];
  selfId: number;
  locale: Locale;
  actions: StaffAccountCalls;
}) {
  const t = await getTranslations("admin.staff");
  const { add, ...rowActions } = actions;
  return (
    <>
      <PageHeading title={t("title")} lead={t("lead")} />
      <AddStaffAccountForm action={add} linkHours={SETUP_LINK_HOURS} />
      <h2 className="mt-8 text-lg font-bold">{t("listTitle")}</h2>
      <ListTable
        empty={t("empty")}
        rows={accounts}
        rowKey={(account) => account.id}
        columns={[
          {
            key: "name",
            label: t("name"),
            cell: (account) => (
              <div className="min-w-40">
                <p className="font-bold">{account.name || t("noName")}</p>
                <p className="break-all text-muted">{account.email}</p>
                <p className="mt-1 flex flex-wrap gap-1">
                  <Badge tone={account.role === "owner" ? "brand" : "neutral"}>{t(`roles.${account.role}`)}</Badge>
                  {account.disabled && <Badge tone="danger">{t("isDisabled")}</Badge>}
                  {account.awaitingSetup && <Badge tone="outline">{t("awaitingSetup")}</Badge>}
                  {account.id === selfId && <Badge tone="neutral">{t("you")}</Badge>}
                </p>
                <p className="mt-1 text-xs text-muted">
                  {account.lastSignInAt
                    ? t("lastSignInAt", { time: formatJapanTime(locale, account.lastSignInAt) })
                    : t("neverSignedIn")}
                </p>
              </div>
            ),
          },
          {
            key: "actions",
            label: t("actions"),
            cell: (account) => (
              <StaffAccountActions
                actions={rowActions}
                account={{
                  id: account.id,
                  name: account.name,
                  label: displayNameOf(account),
                  role: account.role,
                  disabled: account.disabled,
                }}
                self={account.id === selfId}
                linkHours={SETUP_LINK_HOURS}
              />
            ),
          },
        ]}
      />
    </>
  );
}

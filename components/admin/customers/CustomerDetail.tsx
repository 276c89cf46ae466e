import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import type { ChangeLogRow } from "@/lib/admin/history";
import { statusLinkSentAt, type getCustomer } from "@/lib/customers/customers";
import { formatJapanTime } from "@/lib/format";
import { formatPhone } from "@/lib/phone";
import { mailServerIsSet } from "@/lib/mail/state";
import { describedVehicleName } from "@/lib/requests/vehicle-details";
import { textLinkClass } from "@/components/ui/TextLink";
import { ChangeHistory } from "../history/ChangeHistory";
import { CustomerTimeline } from "./CustomerTimeline";
import { NoteThread } from "../notes/NoteThread";
import {
  CustomerNoteForm,
  MergeCustomer,
  ResendStatusLink,
  SplitCustomer,
  type CustomerActions,
} from "./CustomerActions";

type Customer = NonNullable<Awaited<ReturnType<typeof getCustomer>>>;
type Request = Customer["requests"][number];

/**
 * One customer: each request with its contact, vehicles and status-page link (sent again from here), every
 * note and mail in time order, the forms that merge and split, and the customer's history.
 */
export async function CustomerDetail({
  customer,
  history,
  locale,
  actions,
}: {
  customer: Customer;
  history: ChangeLogRow[];
  locale: Locale;
  actions: CustomerActions;
}) {
  const t = await getTranslations("admin.customers");
  const to = await getTranslations("admin.orders");
  const tf = await getTranslations("form");
  const tm = await getTranslations("mail");
  const tv = await getTranslations("order");
  const link = textLinkClass();
  const [latest] = customer.requests;
  // What a request asked about: the vehicles it named, else the vehicle described, else the name typed.
  const vehiclesAsked = (request: Request) => {
    if (request.vehicles.length > 0)
      return request.vehicles.map((vehicle) =>
        tv("vehicleNameValue", { name: vehicle.name, inquiryNo: vehicle.inquiryNo }),
      );
    return [describedVehicleName(request.vehicleDetails, locale) || request.vehicleName].filter(Boolean);
  };
  const linkSent = (request: Request) => {
    if (!request.statusTokenHash) return t("statusLinkNone");
    const sent = statusLinkSentAt(request);
    if (!sent) return t("statusLinkUnsent");
    // Without a mail server the link's mail waits in the outbox: it was never sent, whatever its row's time says.
    return t(mailServerIsSet() ? "statusLinkSent" : "statusLinkStored", { time: formatJapanTime(locale, sent) });
  };
  return (
    <>
      <p>
        <Link href={routes.admin.customers} className="underline">
          {t("back")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-black">
        {t("heading", { name: tm("nameValue", { last: latest.lastName, first: latest.firstName }) })}
      </h1>
      <p className="text-sm text-muted">
        {t("number", { id: customer.id })}
        {latest.companyName ? ` · ${latest.companyName}` : ""}
      </p>
      <p className="mt-2 text-sm">{t("lead")}</p>
      <section aria-labelledby="customer-requests" className="mt-6">
        <h2 id="customer-requests" className="font-bold">
          {t("requests", { count: customer.requests.length })}
        </h2>
        <ul className="mt-2 grid gap-3" data-testid="customer-requests">
          {customer.requests.map((request) => (
            <li
              key={request.n}
              className="grid gap-2 rounded-md border border-slate-200 bg-white p-3 text-sm pc:grid-cols-2"
            >
              <div>
                <p className="font-semibold">
                  <Link href={routes.admin.order(request.n)} className={link}>
                    {to("detailTitle", { n: request.n })}
                  </Link>{" "}
                  · {tf(`requestTypes.${request.type}`)} · {to(`statuses.${request.status}`)}
                </p>
                <p className="text-muted">{formatJapanTime(locale, request.createdAt)}</p>
                <p className="break-all">
                  {t("contact")}: {formatPhone(request.phone)} · {request.email}
                </p>
                <p>
                  {t("vehicles")}: {vehiclesAsked(request).join(" / ") || t("noVehicle")}
                </p>
              </div>
              <div>
                <p>
                  {t("statusLink")}: {linkSent(request)}
                </p>
                <p className="mt-1 text-xs text-muted">{t("resendHint")}</p>
                <div className="mt-2">
                  <ResendStatusLink n={request.n} action={actions.sendStatusLink} mailServer={mailServerIsSet()} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-8 grid gap-8 pc:grid-cols-2">
        <CustomerTimeline timeline={customer.timeline} locale={locale} />
        <div className="grid content-start gap-8">
          <section aria-labelledby="customer-notes">
            <h2 id="customer-notes" className="font-bold">
              {t("notes")}
            </h2>
            <p className="mt-1 text-sm text-muted">{t("notesLead")}</p>
            <NoteThread notes={customer.notes} locale={locale} testId="customer-notes" />
            <CustomerNoteForm id={customer.id} action={actions.addNote} />
          </section>
          <MergeCustomer
            id={customer.id}
            version={customer.version}
            sharingContact={customer.sharingContact}
            action={actions.merge}
          />
          {customer.requests.length > 1 && (
            <SplitCustomer
              id={customer.id}
              version={customer.version}
              requests={customer.requests.map((request) => ({
                n: request.n,
                label: `${formatJapanTime(locale, request.createdAt)} · ${tf(`requestTypes.${request.type}`)}`,
              }))}
              action={actions.split}
            />
          )}
          <ChangeHistory rows={history} locale={locale} title={t("history")} />
        </div>
      </div>
    </>
  );
}

import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import { NEXT_STATUSES } from "@/lib/admin/orders";
import type { getOrder } from "@/lib/admin/order-inbox";
import type { ChangeLogRow } from "@/lib/admin/history";
import { stepDates } from "@/lib/auction/flow";
import { OrderWorkflow, type OrderActions } from "./OrderWorkflow";
import { NoteThread } from "./notes/NoteThread";
import { OrderSteps } from "./OrderSteps";
import { OrderAssignment } from "./OrderAssignment";
import { FollowUpMark } from "./FollowUpMark";
import { isoDateOf } from "@/lib/admin/follow-up";
import type { Account } from "@/lib/admin/assignment-rule";
import { OrderedVehicles } from "./OrderedVehicle";
import { SoldToRequest } from "./sale/SoldToRequest";
import { OrderVehicleDetails } from "./OrderVehicleDetails";
import { formatJapanTime } from "@/lib/format";
import { formatPhone, phoneHref } from "@/lib/phone";
import { prefectureName } from "@/lib/prefectures";
import { TextLink, textLinkClass } from "@/components/ui/TextLink";
import { ChangeHistory } from "./history/ChangeHistory";
import { RequestPhotoGrid } from "@/components/requests/RequestPhotoGrid";
import { FailedMailNotice, OrderReplies, type ReplyActions } from "./OrderReplies";
import type { templatesFor } from "@/lib/admin/reply-templates";
import { RequestDeals, type RequestDealActions } from "./deals/RequestDeals";
import { BuyInPanel, type BuyInActions } from "./buy-in/BuyInPanel";
import type { BuyInPanel as BuyIn } from "@/lib/buy-in/buy-in";
import type { DetailOptions } from "@/lib/requests/vehicle-details";

type Order = NonNullable<Awaited<ReturnType<typeof getOrder>>>;

/**
 * Everything the customer sent (shown as text, never as markup; photos served to staff alone), the mails about
 * it (a failed one at the top), staff's replies and the one being written, its deals and their quotes (a seller's:
 * the offers, the purchase and the stock vehicle), the notes
 * thread, the history and the workflow.
 */
export async function OrderDetail({
  order,
  history,
  accounts,
  today,
  customer,
  locale,
  actions,
  reply,
  buyIn,
}: {
  order: Order;
  /** The request's customer (lib/customers) and how many other requests they sent. */
  customer: { id: number; otherRequests: number } | null;
  history: ChangeLogRow[];
  /** Who the request may be given to (assignableAccounts). */
  accounts: Account[];
  /** Japan's day, for whether the follow-up is due. */
  today: string;
  locale: Locale;
  actions: OrderActions & ReplyActions & RequestDealActions & { buyIn: BuyInActions };
  /** A seller's request (買取・査定): its offers and purchase, and the masters a stock vehicle is chosen from. */
  buyIn: { panel: BuyIn; options: DetailOptions } | null;
  /** The templates that fit the request, the one chosen and the reply it gives, filled in. */
  reply: {
    templates: Awaited<ReturnType<typeof templatesFor>>;
    templateId: number | null;
    draft: { subject: string; body: string; followUpOn: string };
  };
}) {
  const t = await getTranslations("admin.orders");
  const tf = await getTranslations("form");
  const tm = await getTranslations("admin.dashboard");
  const trp = await getTranslations("requestPhotos");
  const link = textLinkClass();
  const rows: [string, React.ReactNode][] = [
    [t("type"), tf(`requestTypes.${order.type}`)],
    [t("status"), t(`statuses.${order.status}`)],
    [
      t("assignee"),
      accounts.find((account) => account.id === order.assigneeId)?.label ?? (
        <span className="text-muted">{t("unassigned")}</span>
      ),
    ],
    [
      t("followUpOn"),
      <FollowUpMark
        key="follow-up"
        followUpOn={order.followUpOn}
        status={order.status}
        today={today}
        locale={locale}
      />,
    ],
    [t("received"), formatJapanTime(locale, order.createdAt)],
    [tf("lastName"), order.lastName],
    [tf("firstName"), order.firstName],
    [tf("nameKana"), order.nameKana || "-"],
    [tf("companyName"), order.companyName ?? "-"],
    [t("prefecture"), order.prefecture ? (prefectureName(order.prefecture, locale) ?? tf("prefectureAbroad")) : "-"],
    [
      tf("email"),
      <a key="email" href={`mailto:${order.email}`} className={link}>
        {order.email}
      </a>,
    ],
    [
      tf("phone"),
      <a key="phone" href={phoneHref(order.phone)} className={link} data-testid="order-phone">
        {formatPhone(order.phone)}
      </a>,
    ],
    [t("contactMethod"), tf(`contactMethods.${order.contactMethod}`)],
    [t("locale"), order.locale === "ja" ? "日本語" : "English"],
    [
      t("statusPage"),
      order.statusLinkSentAt
        ? t("statusPageResent", { time: formatJapanTime(locale, order.statusLinkSentAt) })
        : t(order.statusTokenHash ? "statusPageYes" : "statusPageNo"),
    ],
  ];
  return (
    <>
      <p>
        <Link href={routes.admin.orders} className="underline">
          {t("back")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-black">{t("detailTitle", { n: order.n })}</h1>
      {customer && (
        <p className="mt-1">
          <Link href={routes.admin.customer(customer.id)} className={link} data-testid="order-customer">
            {t("customerLink", { count: customer.otherRequests })}
          </Link>
        </p>
      )}
      {order.archivedAt && (
        <p className="mt-2 rounded-md border border-slate-300 bg-slate-50 p-3 text-sm font-semibold">
          {t("archivedNote")}
        </p>
      )}
      <SoldToRequest sales={order.sales} locale={locale} />
      <FailedMailNotice order={order} retry={actions.retryMail} />
      <div className="mt-6 grid gap-8 pc:grid-cols-2">
        <section aria-labelledby="order-fields">
          <h2 id="order-fields" className="font-bold">
            {t("fields")}
          </h2>
          <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd className="break-all">{value}</dd>
              </div>
            ))}
            <OrderedVehicles order={order} locale={locale} />
          </dl>
          <OrderVehicleDetails type={order.type} details={order.vehicleDetails} locale={locale} />
          <h3 className="mt-4 text-sm font-semibold">{tf("message")}</h3>
          <p className="mt-1 whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-white p-3 text-sm">
            {order.message || "-"}
          </p>
          {order.photos.length > 0 && (
            <>
              <h3 className="mt-4 text-sm font-semibold">{trp("staffTitle", { count: order.photos.length })}</h3>
              <RequestPhotoGrid photos={order.photos} />
            </>
          )}

          <h2 className="mt-6 font-bold">{t("mails")}</h2>
          {order.mails.length === 0 ? (
            <p className="mt-1 text-sm text-muted">{t("noMails")}</p>
          ) : (
            <ul className="mt-2 grid gap-2 text-sm">
              {order.mails.map((mail) => (
                <li key={mail.id} className="rounded-md border border-slate-200 bg-white p-3">
                  <p className="font-semibold">
                    {t(`mailKinds.${mail.kind}`)} · {tm(`mailAudience.${mail.audience}`)}:{" "}
                    <span className="break-all">{mail.toAddress}</span>
                  </p>
                  <p>
                    {t(`mailStatus.${mail.status}`)} · {t("attempts", { n: mail.attempts })}
                    {mail.sentAt ? ` · ${formatJapanTime(locale, mail.sentAt)}` : ""}
                    {" · "}
                    <TextLink href={routes.admin.outboxMail(mail.id)}>{t("readMail")}</TextLink>
                  </p>
                  {mail.lastError && <p className="break-all text-red-800">{mail.lastError}</p>}
                </li>
              ))}
            </ul>
          )}
        </section>
        <div className="grid content-start gap-8">
          {/* Drawn anew at each version: a form opened before another change would save over it unknowingly. */}
          <OrderAssignment
            key={order.version}
            n={order.n}
            version={order.version}
            assigneeId={order.assigneeId}
            followUpOn={isoDateOf(order.followUpOn)}
            accounts={accounts}
            action={actions.assign}
          />
          <OrderReplies order={order} locale={locale} actions={actions} {...reply} />
          {/* A seller's truck is bought, not sold: its request gets offers where a buyer's gets deals. */}
          {buyIn ? (
            <BuyInPanel
              n={order.n}
              version={order.version}
              panel={buyIn.panel}
              options={buyIn.options}
              actions={actions.buyIn}
            />
          ) : (
            <RequestDeals
              n={order.n}
              version={order.version}
              deals={order.deals}
              actions={{ openDeal: actions.openDeal, removeDeal: actions.removeDeal }}
            />
          )}
          <OrderWorkflow
            n={order.n}
            status={order.status}
            nextStatuses={NEXT_STATUSES[order.status]}
            version={order.version}
            archived={order.archivedAt !== null}
            actions={actions}
          >
            <NoteThread notes={order.notes} locale={locale} testId="order-notes" />
          </OrderWorkflow>
          {order.type === "auction" && (
            <OrderSteps n={order.n} dates={stepDates(order.steps)} save={actions.saveSteps} />
          )}
          <ChangeHistory rows={history} locale={locale} title={t("history")} />
        </div>
      </div>
    </>
  );
}

import "server-only";
// The customer's own page about their request, opened by the token in their acknowledgement mail: what they
// asked, where it stands and, for the auction agency, the days of each step and the deadlines that follow from
// the auction day. No account: the token is the key, and the database keeps only its hash. Like the mail, it
// shows nothing the sender typed (the address it went to was never verified): the type and the vehicles as the
// database names them. Staff's replies are there as sent: words staff wrote and read before sending; so are the
// documents staff issued (見積書…), each with its download link; once a deal is closed, where it stands; and for a
// seller the 査定額 that stands and when the purchase is paid.
import { db } from "@/lib/db";
import { auctionDeadlines } from "@/lib/auction/deadlines";
import { AUCTION_DAY_STEP, stepDates } from "@/lib/auction/flow";
import { holidaySet } from "@/lib/business/calendar";
import { holidaysFrom } from "@/lib/business/holidays";
import { documentsForStatusPage } from "@/lib/deals/documents";
import { dealProgressForStatusPage } from "@/lib/deals/deals";
import { buyInForStatusPage } from "@/lib/buy-in/buy-in";
import { isSellerRequest } from "./types";
import { hashStatusToken, isStatusTokenShaped } from "./status-token";

// Far enough past the auction day for the last deadline (title transfer, 25 days) and the balance's business days.
const HOLIDAY_DAYS_AFTER_AUCTION = 60;

/** The request a token opens, or null for a token of the wrong shape or of no request. */
export async function requestStatusByToken(token: string, now = new Date()) {
  if (!isStatusTokenShaped(token)) return null;
  const order = await db().order.findUnique({
    where: { statusTokenHash: hashStatusToken(token) },
    select: {
      n: true,
      type: true,
      status: true,
      createdAt: true,
      vehicles: { orderBy: { position: "asc" }, select: { name: true, inquiryNo: true } },
      steps: { select: { step: true, doneOn: true } },
      photos: { orderBy: { position: "asc" }, select: { id: true, width: true, height: true } },
      // Staff's answers, never their notes: those are for the desk alone.
      replies: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { id: true, subject: true, body: true, createdAt: true },
      },
    },
  });
  if (!order) return null;
  const { steps: rows, ...request } = order;
  const steps = stepDates(rows);
  const auctionDay = steps[AUCTION_DAY_STEP];
  const deadlines =
    order.type === "auction" && auctionDay
      ? auctionDeadlines(auctionDay, holidaySet(holidaysFrom(auctionDay, HOLIDAY_DAYS_AFTER_AUCTION)))
      : null;
  // A seller's request has an offer and never a deal: each page reads only the one it can have.
  const seller = isSellerRequest(order.type);
  const [documents, deal, buyIn] = await Promise.all([
    documentsForStatusPage(order.n),
    seller ? null : dealProgressForStatusPage(order.n, now),
    seller ? buyInForStatusPage(order.n) : null,
  ]);
  return { ...request, steps, deadlines, documents, deal, buyIn };
}

export type RequestStatus = NonNullable<Awaited<ReturnType<typeof requestStatusByToken>>>;

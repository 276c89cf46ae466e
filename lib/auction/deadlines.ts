// When the money and the papers are due after an auction, in Japanese business days (spec section 9).
import { addBusinessDays, type HolidayCheck, type IsoDate } from "@/lib/business/calendar";

export const AUCTION_DEADLINES_BUSINESS_DAYS = { balance: 3, documents: 14, titleTransfer: 25 } as const;

export function auctionDeadlines(auctionDate: IsoDate, isHoliday: HolidayCheck) {
  const after = (days: number) => addBusinessDays(auctionDate, days, isHoliday);
  return {
    balance: after(AUCTION_DEADLINES_BUSINESS_DAYS.balance),
    documents: after(AUCTION_DEADLINES_BUSINESS_DAYS.documents),
    titleTransfer: after(AUCTION_DEADLINES_BUSINESS_DAYS.titleTransfer),
  };
}

import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";

type Review = {
  id: number;
  customerName: string;
  vehicleBought: string | null;
  text: string;
  language: "ja" | "en";
  published: boolean;
};

/** A review in the staff list: who, what they bought, the start of their words, its language and state. */
export async function ReviewSummary({ review }: { review: Review }) {
  const tc = await getTranslations("admin.common");
  return (
    <div lang={review.language}>
      <Link href={routes.admin.review(review.id)} className="font-semibold text-brand-700 underline">
        {review.customerName}
      </Link>
      {review.vehicleBought && <span className="ml-2 text-muted">{review.vehicleBought}</span>}
      <p className="line-clamp-2 text-muted">{review.text}</p>
      <p className="text-xs text-muted" lang={undefined}>
        {tc(`languages.${review.language}`)} · {review.published ? tc("published") : tc("hidden")}
      </p>
    </div>
  );
}

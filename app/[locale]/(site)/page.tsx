import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { routes } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";
import { DealerData } from "@/components/seo/DealerData";
import { localeOf } from "@/lib/i18n/locales";
import { getNewestVehicles } from "@/lib/vehicles/cards";
import { HomeHero } from "@/components/home/HomeHero";
import { SellingPoints } from "@/components/home/SellingPoints";
import { NewestVehicles } from "@/components/home/NewestVehicles";
import { ServiceList } from "@/components/home/ServiceList";
import { ContactBand } from "@/components/home/ContactBand";
import { Promotions } from "@/components/layout/Promotions";
import { LatestPosts } from "@/components/home/LatestPosts";
import { getLatestPosts } from "@/lib/content/blog";
import { getReviewsPage } from "@/lib/content/reviews";
import { LatestReviews } from "@/components/home/LatestReviews";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { getRunningPromotions } from "@/lib/content/running-promotions";
import { RecentlyViewed } from "@/components/keep/RecentlyViewed";

const NEWEST_ON_HOME = 8;
const POSTS_ON_HOME = 3;
const REVIEWS_ON_HOME = 3;

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const t = await getTranslations({ locale, namespace: "meta" });
  return pageMetadata({
    locale,
    path: routes.home,
    title: t("homeTitle"),
    absoluteTitle: true,
    description: t("homeDescription"),
  });
}

export default withErrorPages(async function HomePage({ params }: PageProps<"/[locale]">) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const [promotions, newest, posts, reviews] = await Promise.all([
    getRunningPromotions(locale),
    getNewestVehicles("sale", locale, NEWEST_ON_HOME),
    getLatestPosts(locale, POSTS_ON_HOME),
    getReviewsPage(locale, 1),
  ]);
  return (
    <>
      <DealerData />
      <HomeHero />
      <div className="px-4">
        <Promotions promotions={promotions} locale={locale} />
      </div>
      <SellingPoints />
      <NewestVehicles vehicles={newest} />
      <RecentlyViewed className="mx-auto max-w-6xl px-4 pt-12" />
      <ServiceList />
      <LatestPosts posts={posts} locale={locale} />
      <LatestReviews reviews={reviews.reviews.slice(0, REVIEWS_ON_HOME)} />
      <ContactBand />
    </>
  );
});

import { redirect } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { localeOf } from "@/lib/i18n/locales";

export default async function Purchases({ params }: PageProps<"/[locale]/purchases">) {
  const locale = localeOf((await params).locale);
  redirect({ href: routes.purchase(), locale });
}

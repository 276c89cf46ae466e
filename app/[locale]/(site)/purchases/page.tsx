import { redirect } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";

export default async function Purchases({ params }: PageProps<"/[locale]/purchases">) {
  const { locale } = await params;
  redirect({ href: routes.purchase(), locale });
}

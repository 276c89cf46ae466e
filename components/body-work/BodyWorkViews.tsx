import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { BodyWorkItem } from "@/lib/content/body-work";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { CardPhoto } from "@/components/ui/StoredImage";
import { Card } from "@/components/ui/Card";
import { EmptyNote } from "@/components/ui/EmptyNote";
import { TextLink } from "@/components/ui/TextLink";
import { PageHeading } from "@/components/ui/PageHeading";

function InStockLink({ item, label }: { item: BodyWorkItem; label: string }) {
  if (!item.bodyTypeSlug) return null;
  return (
    <TextLink href={routes.sale(item.bodyTypeSlug)} standalone>
      {label}
    </TextLink>
  );
}

/** /bodyseisaku: every body type we build, each with its photo, text and the trucks in stock with it. */
export async function BodyWorkList({ items }: { items: BodyWorkItem[] }) {
  const t = await getTranslations("bodyWork");
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeading title={t("title")} lead={t("lead")} />
      {items.length === 0 ? (
        <EmptyNote className="mt-6">{t("empty")}</EmptyNote>
      ) : (
        <ul className="mt-8 grid gap-6 pc:grid-cols-2">
          {items.map((item, index) => (
            <li key={item.slug}>
              <Card as="article" className="h-full">
                <CardPhoto image={item.photo} alt={item.title} priority={index < 2} />
                <h2 className="mt-3 text-lg font-bold">
                  <Link href={routes.bodyWorkItem(item.slug)} className="hover:underline">
                    {item.title}
                  </Link>
                </h2>
                <p className="mt-2 leading-relaxed text-muted">{item.text}</p>
                <p className="mt-2 flex flex-wrap gap-x-5">
                  <TextLink href={routes.bodyWorkItem(item.slug)} standalone>
                    {t("more")}
                  </TextLink>
                  <InStockLink item={item} label={t("inStock")} />
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-8">
        <ButtonLink href={routes.contact("general")} variant="accent" size="lg">
          {t("request")}
        </ButtonLink>
      </p>
    </div>
  );
}

/** /bodyseisaku/{slug}: one body type in full. */
export async function BodyWorkDetail({ item }: { item: BodyWorkItem }) {
  const t = await getTranslations("bodyWork");
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-black pc:text-3xl">{item.title}</h1>
      <div className="mt-5">
        <CardPhoto image={item.photo} alt={item.title} priority />
      </div>
      <p className="mt-5 whitespace-pre-line leading-relaxed">{item.text}</p>
      <p className="mt-6 flex flex-col gap-3 pc:flex-row pc:items-center pc:gap-6">
        <ButtonLink href={routes.contact("general")} variant="accent" size="lg">
          {t("request")}
        </ButtonLink>
        <InStockLink item={item} label={t("inStock")} />
        <TextLink href={routes.bodyWork} standalone>
          {t("back")}
        </TextLink>
      </p>
    </div>
  );
}

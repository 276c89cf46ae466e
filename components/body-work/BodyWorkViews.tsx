import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { BodyWorkItem } from "@/lib/content/body-work";

function Photo({ item, priority }: { item: BodyWorkItem; priority: boolean }) {
  if (!item.photo) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- photos are sized and encoded when stored
    <img
      src={item.photo.src}
      width={item.photo.width}
      height={item.photo.height}
      alt={item.title}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover"
    />
  );
}

function InStockLink({ item, label }: { item: BodyWorkItem; label: string }) {
  if (!item.bodyTypeSlug) return null;
  return (
    <Link
      href={routes.sale(item.bodyTypeSlug)}
      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
    >
      {label}
    </Link>
  );
}

/** /bodyseisaku: every body type we build, each with its photo, text and the trucks in stock with it. */
export async function BodyWorkList({ items }: { items: BodyWorkItem[] }) {
  const t = await getTranslations("bodyWork");
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-black pc:text-3xl">{t("title")}</h1>
      <p className="mt-2 max-w-3xl leading-relaxed text-muted">{t("lead")}</p>
      {items.length === 0 ? (
        <p className="mt-6 rounded-lg bg-slate-50 p-6 text-muted">{t("empty")}</p>
      ) : (
        <ul className="mt-8 grid gap-6 pc:grid-cols-2">
          {items.map((item, index) => (
            <li key={item.slug}>
              <article className="h-full rounded-lg border border-slate-200 bg-white p-4">
                <Photo item={item} priority={index < 2} />
                <h2 className="mt-3 text-lg font-bold">
                  <Link href={routes.bodyWorkItem(item.slug)} className="hover:underline">
                    {item.title}
                  </Link>
                </h2>
                <p className="mt-2 leading-relaxed text-muted">{item.text}</p>
                <p className="mt-2 flex flex-wrap gap-x-5">
                  <Link
                    href={routes.bodyWorkItem(item.slug)}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
                  >
                    {t("more")}
                  </Link>
                  <InStockLink item={item} label={t("inStock")} />
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-8">
        <Link
          href={routes.contact()}
          className="inline-flex min-h-12 items-center rounded-md bg-accent-600 px-6 font-bold text-white"
        >
          {t("request")}
        </Link>
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
        <Photo item={item} priority />
      </div>
      <p className="mt-5 whitespace-pre-line leading-relaxed">{item.text}</p>
      <p className="mt-6 flex flex-col gap-3 pc:flex-row pc:items-center pc:gap-6">
        <Link
          href={routes.contact()}
          className="inline-flex min-h-12 items-center justify-center rounded-md bg-accent-600 px-6 font-bold text-white"
        >
          {t("request")}
        </Link>
        <InStockLink item={item} label={t("inStock")} />
        <Link
          href={routes.bodyWork}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
        >
          {t("back")}
        </Link>
      </p>
    </div>
  );
}

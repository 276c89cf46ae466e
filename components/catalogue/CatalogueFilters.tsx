import { getTranslations } from "next-intl/server";
import { MAX_QUERY_LENGTH, SORTS, type CatalogueParams } from "@/lib/catalogue/params";
import type { Option } from "@/lib/catalogue/options";
import { Button } from "@/components/ui/Button";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { inputClass } from "@/components/forms/Field";
import { LICENCES } from "@/lib/vehicles/licence";
import { CatalogueForm } from "./CatalogueForm";

const fieldClass = `${inputClass} mt-1`;

export async function CatalogueFilters(props: {
  action: string;
  resetHref: string;
  params: CatalogueParams;
  makers: Option[];
  loadClasses: Option[];
}) {
  const t = await getTranslations("catalogue");
  const tl = await getTranslations("licence.names");
  const { params } = props;
  return (
    <CatalogueForm action={props.action} label={t("filters")}>
      <label className="col-span-2 block text-sm font-semibold pc:col-span-1">
        {t("keyword")}
        <input
          type="search"
          name="q"
          defaultValue={params.q}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t("keywordPlaceholder")}
          className={fieldClass}
          enterKeyHint="search"
        />
      </label>
      <label className="block text-sm font-semibold">
        {t("maker")}
        <select name="maker" defaultValue={params.maker ?? ""} className={fieldClass}>
          <option value="">{t("anyMaker")}</option>
          {props.makers.map((maker) => (
            <option key={maker.slug} value={maker.slug}>
              {maker.name}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-semibold">
        {t("loadClass")}
        <select name="loadClass" defaultValue={params.loadClass ?? ""} className={fieldClass}>
          <option value="">{t("anyLoadClass")}</option>
          {props.loadClasses.map((loadClass) => (
            <option key={loadClass.slug} value={loadClass.slug}>
              {loadClass.name}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-semibold">
        {t("licence")}
        <select name="licence" defaultValue={params.licence ?? ""} className={fieldClass}>
          <option value="">{t("anyLicence")}</option>
          {LICENCES.map((licence) => (
            <option key={licence} value={licence}>
              {tl(licence)}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-semibold">
        {t("sort")}
        <select name="sort" defaultValue={params.sort} className={fieldClass}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="col-span-2 flex gap-2 pc:col-span-1">
        <Button type="submit" className="flex-1">
          {t("search")}
        </Button>
        <ButtonLink href={props.resetHref} variant="secondary" size="sm" className="whitespace-nowrap">
          {t("reset")}
        </ButtonLink>
      </div>
    </CatalogueForm>
  );
}

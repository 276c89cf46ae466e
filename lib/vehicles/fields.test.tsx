import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { createTranslator, NextIntlClientProvider } from "next-intl";
import jp from "@/messages/jp.json";
import en from "@/messages/en.json";
import type { Locale } from "@/lib/i18n/locales";
import { vehicleFormSchema } from "@/lib/admin/vehicle-form";
import {
  cellOf,
  columnOfHeader,
  INVENTORY_CSV_COLUMNS,
  inputOf,
  inventoryCsvHeaders,
  type Masters,
} from "@/lib/admin/inventory-csv";
import type { VehicleDetail } from "@/lib/vehicles/detail";
import { EQUIPMENT_OPTIONS, getSpecRows } from "@/components/vehicle/spec-rows";
import { VehicleForm } from "@/components/admin/VehicleForm";
import { DialogProvider } from "@/components/dialog/DialogProvider";
import {
  boundOf,
  CHOICE_LISTS,
  MASTER_LISTS,
  readKeyOf,
  VEHICLE_FIELD_NAMES,
  VEHICLE_PAGE_ROWS,
  vehicleField,
  type VehicleField,
  type VehicleFieldSpec,
} from "./fields";

// Adding a field to the table is all it takes for the staff form, its schema, the CSV file and the vehicle page to
// carry it: this walks the table and finds each field in each of them, in both languages.

const language = vi.hoisted(() => ({ locale: "ja" as Locale }));
vi.mock("next-intl/server", () => ({
  getLocale: async () => language.locale,
  getTranslations: async (namespace: keyof typeof jp) =>
    createTranslator({ locale: language.locale, messages: language.locale === "ja" ? jp : en, namespace }),
}));
vi.mock("@/lib/i18n/navigation", () => ({
  Link: ({ href, ...props }: ComponentProps<"a"> & { href: string }) => <a href={href} {...props} />,
  getPathname: ({ href }: { href: string }) => href,
}));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {}, push: () => {} }) }));

const MESSAGES = { ja: jp, en } as const;
const masters = Object.fromEntries(
  MASTER_LISTS.map((list) => [list, [{ id: 7, slug: `${list}-7`, nameJa: `${list}（七）`, nameEn: `${list} seven` }]]),
) as Masters;

/** A value each kind of field holds, other than the one it holds when left empty. */
function sampleOf(field: VehicleFieldSpec): unknown {
  switch (field.type) {
    case "text":
      return "日野 レンジャー";
    case "code":
      return "123";
    case "url":
      return "https://example.jp/video";
    case "integer":
      return boundOf(field.max, new Date().getFullYear());
    case "yen":
      return 4_980_000;
    case "master":
      return 7;
    case "choice":
      return CHOICE_LISTS[field.list].options.at(-1);
    case "boolean":
      return true;
    case "yesNo":
      return false;
  }
}

const words = (messages: object, path: string) =>
  path.split(".").reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], messages);

describe("the field table", () => {
  it("places every field the vehicle page shows in its rows once, and no other", () => {
    const placed = Object.values(VEHICLE_PAGE_ROWS)
      .flat()
      .filter((row) => row !== "licence");
    const shown = VEHICLE_FIELD_NAMES.filter((field) => vehicleField(field).page);
    expect([...placed].sort()).toEqual([...shown].sort());
    for (const field of shown) expect(VEHICLE_PAGE_ROWS[vehicleField(field).page!.group]).toContain(field);
  });

  it.each(VEHICLE_FIELD_NAMES)("reads %s with the form's schema, and keeps it sent back as the form's text", (name) => {
    const field = vehicleField(name);
    const value = sampleOf(field);
    const rule = vehicleFormSchema.shape[name];
    const asSent = field.type === "boolean" ? "on" : field.type === "yesNo" ? (value ? "yes" : "no") : String(value);
    expect(rule.parse(asSent)).toEqual(value);
  });
});

describe.each(["ja", "en"] as const)("every field of the table (%s)", (locale) => {
  beforeEach(() => {
    language.locale = locale;
  });
  afterEach(cleanup);

  it.each(VEHICLE_FIELD_NAMES)("has a CSV column for %s, read back from its header and its cells", (name) => {
    const header = inventoryCsvHeaders(locale)[INVENTORY_CSV_COLUMNS.indexOf(name)];
    expect(header).toBeTruthy();
    expect(columnOfHeader(header)).toBe(name);
    for (const former of vehicleField(name).formerHeaders ?? []) expect(columnOfHeader(former)).toBe(name);

    const field = vehicleField(name);
    const value = sampleOf(field);
    const read = inputOf(field, String(cellOf(field, value, masters, locale)), masters);
    expect(read.ok && vehicleFormSchema.shape[name].parse(read.input)).toEqual(value);
  });

  it("has words for every option of its fixed lists", () => {
    for (const { options, words: path } of Object.values(CHOICE_LISTS))
      for (const option of options) expect(words(MESSAGES[locale], `${path}.${option}`)).toEqual(expect.any(String));
  });

  it("shows each field the table places on the vehicle page, as a row or as equipment", async () => {
    const vehicle = {
      ...Object.fromEntries(VEHICLE_FIELD_NAMES.map((name) => [name, sampleOf(vehicleField(name))])),
      // A master field's row names its entry, which the page reads beside its id.
      ...Object.fromEntries(
        VEHICLE_FIELD_NAMES.filter((name) => vehicleField(name).type === "master").map((name) => [
          readKeyOf(name),
          { nameJa: "七", nameEn: "Seven" },
        ]),
      ),
      kind: "sale",
      makerName: "いすゞ",
      loadClassName: "小型",
      bodyTypeName: "平ボディ",
      driveTypeName: "2WD",
      transmissionName: "MT",
      fuelName: "軽油",
      modelLabel: "エルフ",
    } as unknown as VehicleDetail;
    const rows = (await getSpecRows())(vehicle).flatMap((group) => group.rows);
    const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: "vehicle" });
    for (const name of VEHICLE_FIELD_NAMES) {
      const { page } = vehicleField(name);
      if (!page) continue;
      if (page.group === "equipment") expect(EQUIPMENT_OPTIONS).toContain(name);
      else expect(rows.find((row) => row.key === page.label)?.label).toBe(t(page.label));
    }
  });

  it.each(["sale", "purchase"] as const)(
    "gives each field a labelled control on the %s form",
    (kind) => {
      const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: "admin.vehicleForm" });
      const options = Object.fromEntries(MASTER_LISTS.map((list) => [list, [{ id: 7, name: "七" }]]));
      const { container } = render(
        <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]}>
          <DialogProvider>
            <VehicleForm
              action={async () => ({ ok: true, value: { id: 1, version: 1 } })}
              kind={kind}
              record={{ id: null, version: null }}
              initial={{}}
              options={options as ComponentProps<typeof VehicleForm>["options"]}
            />
          </DialogProvider>
        </NextIntlClientProvider>,
      );
      for (const name of VEHICLE_FIELD_NAMES) {
        const control = container.querySelector(`[name="${name}"]`);
        // A purchase listing has no sales terms to set.
        if (kind === "purchase" && vehicleField(name).saleOnly) {
          expect(control).toBeNull();
          continue;
        }
        const label =
          name === "priceBodyYen" ? t(`price.${kind}`) : t(`fields.${name as Exclude<VehicleField, "priceBodyYen">}`);
        expect(screen.getByLabelText(label, { exact: true })).toBe(control);
      }
    },
    // Every field of the table on one form: a few seconds to render on a busy machine.
    20_000,
  );
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import jp from "@/messages/jp.json";
import { describeSearch } from "@/lib/alerts/mails";
import { PRIVACY_POLICY_SLUG, routes } from "@/lib/routes";
import { SaveSearchFields } from "./SaveSearchFields";

vi.mock("@/lib/i18n/navigation", () => ({
  Link: ({ href, ...props }: ComponentProps<"a"> & { href: string }) => <a href={href} {...props} />,
}));

describe("SaveSearchFields", () => {
  afterEach(cleanup);

  it.each([
    ["ja", jp, "クレーン", "日野"],
    ["en", en, "Crane", "Hino"],
  ] as const)(
    "shows the conditions it saves, in words, and links the privacy policy (%s)",
    (locale, messages, category, maker) => {
      const conditions = describeSearch(locale, {
        kind: "sale",
        category,
        maker,
        search: { q: "", priceMax: 500, towing: false, noRepair: false, lease: false },
      });
      render(
        <NextIntlClientProvider locale={locale} messages={messages}>
          <SaveSearchFields
            action={async () => ({ ok: true, value: null })}
            kind="sale"
            category="crane"
            query="maker=hino&priceMax=500"
            conditions={conditions}
          />
        </NextIntlClientProvider>,
      );
      const list = screen.getByRole("list", { name: messages.savedSearch.form.conditions });
      expect(
        within(list)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(conditions);
      expect(conditions.join(" ")).toContain(maker);
      expect(screen.getByRole("link", { name: /privacy policy|プライバシーポリシー/i })).toHaveProperty(
        "pathname",
        routes.staffPage(PRIVACY_POLICY_SLUG),
      );
    },
  );
});

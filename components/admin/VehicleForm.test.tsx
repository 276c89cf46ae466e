import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ComponentProps } from "react";
import { createTranslator, NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import jp from "@/messages/jp.json";
import type { Action } from "@/lib/actions/result";
import { MASTER_LISTS } from "@/lib/vehicles/fields";
import { DialogProvider } from "@/components/dialog/DialogProvider";
import { VehicleForm } from "./VehicleForm";

// The vehicle form's controls are made from the field table and tied to the same checks as every staff form: the
// action's schema, in the browser, before anything is sent. Which values the schema takes is
// lib/admin/vehicle-form.test.ts's to prove; here, that a control the table made is checked and sent.

vi.mock("@/lib/i18n/navigation", () => ({
  Link: ({ href, ...props }: ComponentProps<"a"> & { href: string }) => <a href={href} {...props} />,
  getPathname: ({ href }: { href: string }) => href,
}));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {}, push: () => {} }) }));

afterEach(cleanup);

type Saved = { id: number; version: number };
// Body 7 is a crane truck, 8 a reefer.
const options = {
  ...Object.fromEntries(MASTER_LISTS.map((list) => [list, [{ id: 7, name: `${list} 7` }]])),
  bodyTypes: [
    { id: 7, name: "クレーン付き", slug: "crane" },
    { id: 8, name: "冷凍冷蔵車", slug: "refrigerated" },
  ],
} as ComponentProps<typeof VehicleForm>["options"];
// A vehicle as stored, but for the 車検 month left out: a year without its month is refused.
const stored = {
  status: "draft",
  nameJa: "いすゞ エルフ",
  nameEn: "Isuzu Elf",
  makerId: "7",
  loadClassId: "7",
  bodyTypeId: "7",
  inspectionYear: String(new Date().getFullYear() + 1),
};

describe.each([
  { locale: "ja", messages: jp },
  { locale: "en", messages: en },
] as const)("the vehicle form ($locale)", ({ locale, messages }) => {
  const t = createTranslator({ locale, messages });
  const open = (action: Action<Saved>, initial: Record<string, string> = stored) =>
    render(
      <NextIntlClientProvider locale={locale} messages={messages}>
        <DialogProvider>
          <VehicleForm action={action} kind="sale" record={{ id: 3, version: 1 }} initial={initial} options={options} />
        </DialogProvider>
      </NextIntlClientProvider>,
    );
  const save = () => fireEvent.click(screen.getByRole("button", { name: t("admin.vehicleForm.save") }));

  it("refuses a rule that spans fields unsent, and sends the vehicle once it is fixed", async () => {
    const action = vi.fn<Action<Saved>>(async () => ({ ok: true, value: { id: 3, version: 2 } }));
    open(action);
    save();

    const month = screen.getByLabelText(t("admin.vehicleForm.fields.inspectionMonth"));
    await waitFor(() => expect(document.activeElement).toBe(month));
    expect(month.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(t("validation.required"))).toBeTruthy();
    expect(action).not.toHaveBeenCalled();

    fireEvent.change(month, { target: { value: "３" } });
    save();
    await waitFor(() => expect(action).toHaveBeenCalledOnce());
    const sent = action.mock.calls[0][1] as FormData;
    expect([sent.get("inspectionMonth"), sent.get("nameJa"), sent.get("kind"), sent.get("version")]).toEqual([
      "３",
      "いすゞ エルフ",
      "sale",
      "1",
    ]);
  });

  it("asks for the chosen body's equipment only; another body's stays as typed, unsent, till it is back", async () => {
    const action = vi.fn<Action<Saved>>(async () => ({ ok: true, value: { id: 3, version: 2 } }));
    open(action, { ...stored, inspectionMonth: "3", craneStages: "4" });
    // Whether a section or a field is there to see: what another body carries is in the form, hidden.
    const shown = (element: HTMLElement) => element.closest("[hidden]") === null;
    const [crane, reefer, tractor] = (["crane", "reefer", "tractor"] as const).map((name) =>
      screen.getByText(t(`admin.vehicleForm.groups.${name}`), { selector: "legend" }),
    );
    const [body, stages, capacity, temperature, sideGates] = (
      ["bodyTypeId", "craneStages", "craneCapacityKg", "reeferTempC", "hasThreeSideOpening"] as const
    ).map((name) => screen.getByLabelText(t(`admin.vehicleForm.fields.${name}`)) as HTMLInputElement);
    expect([crane, reefer, tractor, sideGates].map(shown)).toEqual([true, false, false, true]);

    // What cannot be saved as a crane's capacity does not hold up a reefer's save: it is not the reefer's.
    fireEvent.change(capacity, { target: { value: "2.93t" } });
    fireEvent.click(sideGates);
    fireEvent.change(body, { target: { value: "8" } });
    expect([crane, reefer, tractor, sideGates].map(shown)).toEqual([false, true, false, false]);
    fireEvent.change(temperature, { target: { value: "-30" } });
    save();
    await waitFor(() => expect(action).toHaveBeenCalledOnce());
    const sent = action.mock.calls[0][1] as FormData;
    expect([sent.get("bodyTypeId"), sent.get("reeferTempC")]).toEqual(["8", "-30"]);
    expect(["craneStages", "craneCapacityKg", "hasThreeSideOpening"].filter((name) => sent.has(name))).toEqual([]);

    fireEvent.change(body, { target: { value: "7" } });
    expect([crane, reefer, tractor, sideGates].map(shown)).toEqual([true, false, false, true]);
    expect([stages.value, capacity.value, sideGates.checked]).toEqual(["4", "2.93t", true]);
  });
});

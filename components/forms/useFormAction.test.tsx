import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { fieldMessage, type Action, type FieldError, type FormError } from "@/lib/actions/result";
import type { MessageNamespace } from "@/lib/i18n/keys";
import { z } from "@/lib/zod";
import { ErrorSummary } from "./ErrorSummary";
import { useActionMessages, useFormAction } from "./useFormAction";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Said({ error, namespace }: { error: FormError; namespace?: MessageNamespace }) {
  return <p>{useActionMessages(namespace).formError(error)}</p>;
}

function SaidField({ error, namespace }: { error: FieldError; namespace: MessageNamespace }) {
  return <p>{useActionMessages(namespace).fieldError(error)}</p>;
}

const say = (error: FormError, namespace?: MessageNamespace) =>
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <Said error={error} namespace={namespace} />
    </NextIntlClientProvider>,
  );

describe("a form's message in words", () => {
  it.each<[FormError, MessageNamespace | undefined, string]>([
    [{ code: "inUse", value: 3 }, undefined, "3 vehicles use this entry"],
    [{ code: "busy", value: 5 }, undefined, "about 5 seconds"],
    [{ code: "slugTaken" }, "admin.data", en.admin.data.slugTaken],
    [{ code: "unavailableSome", value: "1024, 1031" }, "form", "1024, 1031"],
  ])("says %j in the form's own words first, then the shared ones", (error, namespace, words) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    say(error, namespace);
    expect(screen.getByText(words, { exact: false })).toBeTruthy();
    expect(warn).not.toHaveBeenCalled();
  });

  it("quotes what a field's message names in the form's own words", () => {
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <SaidField error={{ code: "unknownPlaceholder", value: "{customer Name}" }} namespace="admin.replyTemplates" />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText(/^\{customer Name\} cannot be used as a placeholder/)).toBeTruthy();
  });

  it("says a code it has no words for as the general message, and logs it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    // What a server newer than the page could answer: not a code this build knows.
    say(JSON.parse('{ "code": "overQuota", "value": 2 }') as FormError);
    expect(screen.getByText(en.actions.saveFailed)).toBeTruthy();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0][0]).toContain("actions.unknownCode");
  });
});

// A link's token travels hidden: the visitor cannot fix it, so a refusal of it leads to the summary instead.
const linkSchema = z.object({
  token: z.string().min(1, { error: fieldMessage("required") }),
  note: z.string().max(5, { error: fieldMessage("maxLength", 5) }),
});

function LinkForm({ action, token }: { action: Action<null>; token: string }) {
  const { formRef, formAction, onSubmit, formError, errorFor, register, refusedWithPage } = useFormAction(action, {
    schema: linkSchema,
  });
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate>
      {formError && <ErrorSummary message={formError} fields={[]} focus={refusedWithPage} />}
      <input type="hidden" name="token" defaultValue={token} />
      <label>
        Note
        <input {...register("note")} aria-invalid={Boolean(errorFor("note"))} />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

describe("a form checked before it is sent", () => {
  const linkForm = (action: Action<null>, token: string) =>
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <LinkForm action={action} token={token} />
      </NextIntlClientProvider>,
    );

  it("checks the hidden fields too, and focuses the summary when no field can take the focus", async () => {
    const action = vi.fn<Action<null>>();
    linkForm(action, "");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId("error-summary")));
    expect(screen.getByTestId("error-summary").textContent).toBe(en.actions.invalid);
    expect(action).not.toHaveBeenCalled();
  });

  it("focuses the field to fix before the summary, and sends once it passes", async () => {
    const action = vi.fn<Action<null>>(async () => ({ ok: true, value: null }));
    linkForm(action, "t0ken");
    const note = screen.getByLabelText("Note");
    fireEvent.change(note, { target: { value: "too long" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(note.getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(note, { target: { value: "ok" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(action).toHaveBeenCalledOnce());
    expect((action.mock.calls[0][1] as FormData).get("token")).toBe("t0ken");
  });
});

// A message shown on leaving a field grows the form: shown while the finger or mouse that left it is still on the
// radio button below, it moved that button away before the press became a click.
function NoteAndChoice({ clicked }: { clicked: (messageShown: boolean) => void }) {
  const { formRef, formAction, onSubmit, errorFor, register } = useFormAction(vi.fn<Action<null>>(), {
    schema: linkSchema,
  });
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate>
      <input type="hidden" name="token" defaultValue="t0ken" />
      <label>
        Note
        <input {...register("note")} />
      </label>
      {errorFor("note") && <p role="alert">{errorFor("note")}</p>}
      <label>
        <input type="radio" name="by" value="phone" onClick={() => clicked(screen.queryByRole("alert") !== null)} />
        Phone
      </label>
    </form>
  );
}

describe("a field's message on leaving it", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits until the press on the next control has become its click", async () => {
    vi.useFakeTimers();
    const clicked = vi.fn();
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <NoteAndChoice clicked={clicked} />
      </NextIntlClientProvider>,
    );
    const note = screen.getByLabelText("Note");
    const phone = screen.getByLabelText("Phone");
    fireEvent.change(note, { target: { value: "too long" } });
    fireEvent.pointerDown(phone);
    fireEvent.blur(note);
    // However long the button is held, the form does not change under it.
    await act(() => vi.runAllTimersAsync());
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.pointerUp(phone);
    fireEvent.click(phone);
    expect(clicked).toHaveBeenCalledWith(false);
    await act(() => vi.runAllTimersAsync());
    expect(screen.getByRole("alert").textContent).toBe(en.validation.maxLength.replace("{value}", "5"));
  });
});

"use client";

import { useTranslations } from "next-intl";
import type { Action, ButtonAction } from "@/lib/actions/result";
import { customerNoteSchema, splitField } from "@/lib/customers/forms";
import { routes } from "@/lib/routes";
import { Link } from "@/lib/i18n/navigation";
import { inputClass } from "@/components/forms/Field";
import { Button } from "@/components/ui/Button";
import { cn } from "@/components/ui/cn";
import { RowActionForm } from "../form/RowActionForm";
import { NoteForm } from "../notes/NoteForm";
import { useStaffCall } from "../form/useAdminForm";

type Changed = { id: number; version: number };
export type CustomerActions = {
  merge: Action<Changed>;
  split: Action<Changed>;
  sendStatusLink: Action<{ n: number }>;
  addNote: ButtonAction;
};

const namespace = "admin.customers";

/**
 * Sends request `n`'s customer a new status link, after saying the old one stops working; without a mail server
 * (`mailServer` false) the link is only stored, and the answer says so.
 */
export function ResendStatusLink({
  n,
  action,
  mailServer,
}: {
  n: number;
  action: CustomerActions["sendStatusLink"];
  mailServer: boolean;
}) {
  const t = useTranslations(namespace);
  return (
    <RowActionForm
      action={action}
      values={{ n }}
      namespace={namespace}
      success={(sent) => t(mailServer ? "resent" : "resentUnsent", { n: sent.n })}
      question={{
        title: t("resendTitle"),
        message: t("resendQuestion", { n }),
        confirmLabel: t("resendConfirm"),
        cancelLabel: t("cancel"),
      }}
    >
      <Button type="submit" variant="outline" size="sm" aria-label={`${t("resend")}: ${n}`}>
        {t("resend")}
      </Button>
    </RowActionForm>
  );
}

/**
 * Brings the customer of another request (by its number) into this one; the customers sharing a phone number or an
 * address with this one are named first, with a request number to type.
 */
export function MergeCustomer(props: {
  id: number;
  version: number;
  sharingContact: { id: number; n: number }[];
  action: CustomerActions["merge"];
}) {
  const t = useTranslations(namespace);
  return (
    <section aria-labelledby="customer-merge">
      <h2 id="customer-merge" className="font-bold">
        {t("merge")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("mergeLead")}</p>
      {props.sharingContact.length > 0 && (
        <>
          <h3 className="mt-2 text-sm font-semibold">{t("sharingContact")}</h3>
          <ul className="mt-1 grid gap-1 text-sm" data-testid="customer-sharing-contact">
            {props.sharingContact.map((other) => (
              <li key={other.id}>
                <Link href={routes.admin.customer(other.id)} className="underline">
                  {t("number", { id: other.id })}
                </Link>{" "}
                {t("sharingRequest", { n: other.n })}
              </li>
            ))}
          </ul>
        </>
      )}
      <RowActionForm
        action={props.action}
        values={{ id: props.id, version: props.version }}
        namespace={namespace}
        success={() => t("merged")}
        question={{
          title: t("mergeTitle"),
          message: t("mergeQuestion"),
          confirmLabel: t("mergeConfirm"),
          cancelLabel: t("cancel"),
        }}
        className="mt-2 flex flex-wrap items-end gap-2"
      >
        <label className="grid gap-1 text-sm font-semibold">
          {t("otherN")}
          {/* As staff read it off a mail too: No.5000016. */}
          <input name="otherN" required maxLength={24} className={cn(inputClass, "w-40")} />
        </label>
        <Button type="submit" variant="outline">
          {t("mergeButton")}
        </Button>
      </RowActionForm>
    </section>
  );
}

/** Moves the requests ticked to a new customer; at least one stays. */
export function SplitCustomer(props: {
  id: number;
  version: number;
  requests: { n: number; label: string }[];
  action: CustomerActions["split"];
}) {
  const t = useTranslations(namespace);
  return (
    <section aria-labelledby="customer-split">
      <h2 id="customer-split" className="font-bold">
        {t("split")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("splitLead")}</p>
      <RowActionForm
        action={props.action}
        values={{ id: props.id, version: props.version }}
        namespace={namespace}
        success={() => t("splitDone")}
        question={{
          title: t("splitTitle"),
          message: t("splitQuestion"),
          confirmLabel: t("splitConfirm"),
          cancelLabel: t("cancel"),
        }}
        answer={(created) => (
          <Link href={routes.admin.customer(created.id)} className="text-sm underline">
            {t("newCustomer")}
          </Link>
        )}
        className="mt-2 grid gap-2"
      >
        {props.requests.map((request) => (
          <label key={request.n} className="flex items-start gap-2 text-sm">
            <input type="checkbox" name={splitField(request.n)} value="1" className="mt-0.5 size-4" />
            <span>
              {t("splitCheck", { n: request.n })} <span className="text-muted">{request.label}</span>
            </span>
          </label>
        ))}
        <div>
          <Button type="submit" variant="outline">
            {t("splitButton")}
          </Button>
        </div>
      </RowActionForm>
    </section>
  );
}

/** The field for a new note on the customer, under their notes. */
export function CustomerNoteForm({ id, action }: { id: number; action: CustomerActions["addNote"] }) {
  const call = useStaffCall(namespace);
  return (
    <>
      <NoteForm
        id="customer-note"
        namespace={namespace}
        schema={customerNoteSchema}
        values={{ id }}
        action={action}
        call={call}
      />
      {call.feedback}
    </>
  );
}

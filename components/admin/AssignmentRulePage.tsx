"use client";

import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";
import { ASSIGNMENT_MODES, assignmentRuleSchema, rotationField, typeAssigneeField } from "@/lib/admin/follow-up";
import { REQUEST_TYPES } from "@/lib/requests/types";
import type { Action } from "@/lib/actions/result";
import type { Account, AssignmentRuleView } from "@/lib/admin/assignment-rule";
import { PageHeading } from "@/components/ui/PageHeading";
import { CheckboxField, SelectField, StaffForm } from "./form/StaffForm";

/**
 * The owner's rule for who new requests go to: not at all, taking turns among the accounts ticked, or one account
 * per request type. The per-type accounts and the ticks are kept whichever way is chosen.
 */
export function AssignmentRulePage({
  rule,
  accounts,
  action,
}: {
  rule: AssignmentRuleView;
  accounts: Account[];
  action: Action<{ id: number; version: number }>;
}) {
  const t = useTranslations("admin.assignment");
  const options = accounts.map((account) => ({ value: account.id, label: account.label }));
  return (
    <>
      <PageHeading title={t("title")} lead={t("lead")} />
      <StaffForm
        prefix="assignment"
        namespace="admin.assignment"
        schema={assignmentRuleSchema}
        editHref={() => routes.admin.assignment}
        action={action}
        record={{ id: 1, version: rule.version }}
        initial={{
          mode: rule.mode,
          ...Object.fromEntries(
            REQUEST_TYPES.map((type) => [typeAssigneeField(type), rule.byType[type]?.toString() ?? ""]),
          ),
          ...Object.fromEntries(
            rule.rotation.map((account) => [rotationField(account.id), String(account.inRotation)]),
          ),
        }}
        className="mt-6 grid max-w-xl content-start gap-4"
      >
        <SelectField
          name="mode"
          label={t("fields.mode")}
          hint={t("modesHint")}
          options={ASSIGNMENT_MODES.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))}
        />
        <fieldset className="grid gap-2">
          <legend className="font-bold">{t("rotationTitle")}</legend>
          <p className="text-sm text-muted">{t("rotationLead")}</p>
          <input type="hidden" name="rotationOffered" value={rule.rotation.map((account) => account.id).join(",")} />
          {rule.rotation.map((account) => (
            <div key={account.id}>
              <CheckboxField name={rotationField(account.id)} label={account.label} />
              {account.awaitingSetup && <p className="ms-7 text-sm text-muted">{t("awaitingSetup")}</p>}
            </div>
          ))}
        </fieldset>
        <fieldset className="grid gap-4">
          <legend className="font-bold">{t("byTypeTitle")}</legend>
          <p className="text-sm text-muted">{t("byTypeLead")}</p>
          {REQUEST_TYPES.map((type) => (
            <SelectField
              key={type}
              name={typeAssigneeField(type)}
              label={t(`fields.${typeAssigneeField(type)}`)}
              none={t("nobody")}
              options={options}
            />
          ))}
        </fieldset>
      </StaffForm>
    </>
  );
}

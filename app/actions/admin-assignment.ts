"use server";

import { recordTarget } from "@/lib/admin/fields";
import { staffAction, fromChange } from "@/lib/actions/server";
import { assignmentRuleSchema, rotationChoices, typeAssigneeField } from "@/lib/admin/follow-up";
import { saveAssignmentRule } from "@/lib/admin/assignment-rule";
import { REQUEST_TYPES } from "@/lib/requests/types";

// Only owners decide who new requests go to; staff still name and change a request's assignee on its page.
export const saveAssignment = staffAction(
  {
    event: "admin.assignment.save",
    schema: assignmentRuleSchema.safeExtend(recordTarget),
    permission: "manageAssignment",
  },
  async (input, staff) =>
    fromChange(
      await saveAssignmentRule(
        staff,
        {
          mode: input.mode,
          byType: Object.fromEntries(REQUEST_TYPES.map((type) => [type, input[typeAssigneeField(type)]])) as Record<
            (typeof REQUEST_TYPES)[number],
            number | null
          >,
          rotation: rotationChoices(input),
        },
        input.version,
      ),
    ),
);

"use server";

import { renderMarkdown } from "@/lib/content/markdown";
import { succeeded } from "@/lib/actions/result";
import { staffAction } from "@/lib/actions/server";
import { LONGEST_MARKDOWN } from "@/lib/admin/fields";
import { z } from "@/lib/zod";

/** The preview staff see beside Markdown text: the same rendering and sanitising as the public page. */
export const previewMarkdown = staffAction(
  {
    event: "admin.markdown.preview",
    schema: z.object({ source: z.string().transform((source) => source.slice(0, LONGEST_MARKDOWN)) }),
  },
  async ({ source }) => succeeded(renderMarkdown(source)),
);

import { Badge } from "@/components/ui/Badge";

/** A search in words, as its confirm page and mails will say it: one badge per condition, under a small heading. */
export function SearchConditions({ id, label, conditions }: { id: string; label: string; conditions: string[] }) {
  return (
    <div>
      <h3 id={id} className="text-sm font-bold">
        {label}
      </h3>
      <ul aria-labelledby={id} className="mt-1 flex flex-wrap gap-1.5" data-testid="saved-conditions">
        {conditions.map((condition) => (
          <li key={condition}>
            <Badge tone="neutral">{condition}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

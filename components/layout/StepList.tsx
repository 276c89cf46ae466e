import { Card } from "@/components/ui/Card";

/** A process told as numbered steps (the auction flow, the purchase flow). */
export function StepList({ steps }: { steps: string[] }) {
  return (
    <ol className="mt-4 grid gap-3 pc:grid-cols-3">
      {steps.map((step, index) => (
        <Card as="li" key={step} className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <span className="pt-1 leading-relaxed">{step}</span>
        </Card>
      ))}
    </ol>
  );
}

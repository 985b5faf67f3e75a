import type { Step } from '../content/types';
import { cardClass } from '../ui/card';

/** A numbered process; an ordered list, so the numbers are announced too. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step) => (
        <li key={step.step} className={cardClass({ className: 'relative' })}>
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {step.step}
          </span>
          <h3 className="mt-4 text-lg font-bold text-ink-900">
            <span className="sr-only">Step {step.step}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-ink-700">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

import { closingActions } from '../content/services/actions';
import type { ClosingBandContent } from '../content/services/types';
import { ActionButton } from './action-button';

/**
 * A page's closing band (spec §2): heading, text, then the buttons its content lists (content/services/actions.ts,
 * closingActions): the page's own call button if any, "Call Now", and one link to the contact page, labelled
 * "Contact Us" or with the page's own wording. The one way to draw it, on the services overview and every service
 * page alike; a band with a fixed "Contact Us" beside a page's schedule button once made two links to /contact
 * (issue 18).
 */
export function ClosingBand({ content }: { content: ClosingBandContent }) {
  return (
    <section
      id="call-to-action"
      aria-labelledby="call-to-action-heading"
      className="bg-brand-900 py-12 text-white md:py-16"
    >
      <div className="container-page text-center">
        <h2 id="call-to-action-heading" className="text-2xl font-bold md:text-3xl">
          {content.title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-50">{content.text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {closingActions(content).map((action) => (
            <ActionButton
              key={action.label}
              action={action}
              // White for the front desk's "Call Now"; orange for the rest.
              variant={action.kind === 'call' && action.phone === content.phone ? 'inverse' : 'accent'}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

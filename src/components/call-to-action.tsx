import type { ReactNode } from 'react';
import { Phone } from 'lucide-react';
import { Link } from 'wouter';
import { telHref, type PhoneNumber } from '../content/clinic';
import { paths } from '../lib/paths';
import { Button } from '../ui/button';

type CallToActionProps = {
  id?: string;
  title: string;
  text: ReactNode;
  phone: PhoneNumber;
  /** A page's own button (for example "Emergency Call"), shown before the fixed pair. */
  extraAction?: ReactNode;
  /** Extra content after the buttons, e.g. the number in text. */
  children?: ReactNode;
};

/** The closing band's layout: heading, text, a row of buttons, then anything after them. */
export function CallToActionBand({
  id = 'call-to-action',
  title,
  text,
  buttons,
  children,
}: {
  id?: string;
  title: string;
  text: ReactNode;
  buttons: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="bg-brand-900 py-12 text-white md:py-16">
      <div className="container-page text-center">
        <h2 id={`${id}-heading`} className="text-2xl font-bold md:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-50">{text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">{buttons}</div>
        {children}
      </div>
    </section>
  );
}

/**
 * The closing band of a page: a "Call Now" telephone link and a "Contact Us" link to the contact page. The two labels
 * are fixed, not props, because the spec names both on every page that has the band (§2) and a page that renamed one
 * lost it. Service pages list their buttons in content (content/services/actions.ts) and use the band directly.
 */
export function CallToAction({ id, title, text, phone, extraAction, children }: CallToActionProps) {
  return (
    <CallToActionBand
      id={id}
      title={title}
      text={text}
      buttons={
        <>
          {extraAction}
          <Button asChild variant="inverse" size="lg">
            <a href={telHref(phone)}>
              <Phone aria-hidden="true" />
              Call Now
              <span className="sr-only">: {phone.display}</span>
            </a>
          </Button>
          <Button asChild variant="accent" size="lg">
            <Link href={paths.contact()}>Contact Us</Link>
          </Button>
        </>
      }
    >
      {children}
    </CallToActionBand>
  );
}

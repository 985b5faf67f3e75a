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
  contactLabel?: string;
  callLabel?: string;
  phone: PhoneNumber;
  /** Extra content after the buttons, e.g. the number in text. */
  children?: ReactNode;
};

/** The closing band of a page: a telephone link and a link to the contact page (spec §2). */
export function CallToAction({
  id = 'call-to-action',
  title,
  text,
  contactLabel = 'Contact Us',
  callLabel = 'Call Now',
  phone,
  children,
}: CallToActionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="bg-brand-900 py-12 text-white md:py-16">
      <div className="container-page text-center">
        <h2 id={`${id}-heading`} className="text-2xl font-bold md:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-50">{text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild variant="inverse" size="lg">
            <a href={telHref(phone)}>
              <Phone aria-hidden="true" />
              {callLabel}
              <span className="sr-only">: {phone.display}</span>
            </a>
          </Button>
          <Button asChild variant="accent" size="lg">
            <Link href={paths.contact()}>{contactLabel}</Link>
          </Button>
        </div>
        {children}
      </div>
    </section>
  );
}

/** Contact page content (spec §2 "Contact page", §3 "Contact form model", §8, §9). */
import { clinic } from './clinic';

export type ContactFormValues = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
};

export const emptyContactForm: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };

export const contactFormSuccessMessage = 'Thank you for your message! We will get back to you soon.';

/**
 * The contact form's submit (spec §4, §7): it logs and confirms, sends nothing, and returns the cleared values.
 * The form itself is not displayed (spec §2); the model and this handler exist for when it is.
 */
export function submitContactForm(
  values: ContactFormValues,
  notify: (message: string) => void = (message) => window.alert(message),
): ContactFormValues {
  console.log('Contact form', values);
  notify(contactFormSuccessMessage);
  return { ...emptyContactForm };
}

export type FaqEntry = { readonly question: string; readonly answer: string };

export const contact = {
  hero: {
    title: 'Contact Us',
    subtitle: 'Questions, appointments or a dental emergency: call, write or visit us. We are happy to help.',
  },
  cards: {
    phone: { title: 'Call Us', text: 'For appointments and general questions.', linkLabel: 'Inquiries' },
    email: { title: 'Email Us', text: 'We reply within one working day.', linkLabel: 'Send Email' },
    address: { title: 'Visit Us', text: clinic.address.oneLine, linkLabel: 'Get Directions' },
    emergency: {
      title: 'Dental Emergency',
      text: 'Severe pain, a broken or knocked-out tooth: call us right away.',
      linkLabel: 'Call Emergency Line',
    },
  },
  hours: {
    title: 'Office Hours',
    rows: clinic.hours.contactTable.days.map((day) => ({ day, hours: clinic.hours.contactTable.hours })),
    importantNotes: [
      'Please arrive 10 minutes early for your first visit to complete a short health form.',
      'Bring a list of any medicines you take and previous dental X-rays if you have them.',
      'If you cannot make it, let us know at least 24 hours ahead so another patient can use the time.',
      'For severe pain or injury outside your appointment, call the emergency line.',
    ],
    /** The spec's side box disagrees with the table; both are reported (§9). */
    sideBox: { title: 'We are open every day', text: clinic.hours.contactSideBox },
  },
  location: {
    title: 'Our Location',
    parking: 'Free parking for two- and four-wheelers right at the clinic.',
    transit: 'A bus stop is a short walk from the entrance.',
    metro: 'The metro station is within walking distance.',
  },
  insurance: {
    title: 'Insurance & Payment',
    plans: [
      'Employer dental plans',
      'Individual dental insurance',
      'Family floater health plans with dental cover',
      'Corporate wellness programs',
      'Government employee health schemes',
    ],
    paymentOptions: [
      'Cash',
      'Debit and credit cards',
      'UPI and mobile wallets',
      'Bank transfer',
      'Interest-free monthly installments on larger treatments',
    ],
    newPatientSpecial: {
      title: 'New Patient Special',
      text: 'Your first consultation includes a full examination and a written treatment plan with clear costs, before anything begins.',
    },
  },
  faq: [
    {
      question: 'How often should I visit the dentist?',
      answer:
        'We recommend a check-up and cleaning every 6 months. Some patients with gum problems benefit from visits every 3 to 4 months; we will tell you what suits you.',
    },
    {
      question: 'Do you treat children?',
      answer:
        'Yes. Our pediatric dentist sees children from their first tooth, and we recommend a first visit by age 1.',
    },
    {
      question: 'What should I do in a dental emergency?',
      answer: `Call our emergency line right away at ${clinic.phones.emergency.display}. For a knocked-out tooth, keep it moist in milk and try to reach us within 30 minutes.`,
    },
    {
      question: 'Do you accept insurance?',
      answer:
        'We work with most dental plans and help you file claims. Bring your insurance details to your first visit.',
    },
    {
      question: 'Is treatment painful?',
      answer:
        'Most treatments are comfortable with modern local anesthesia. For anxious patients we also offer sedation options.',
    },
    {
      question: 'Can I pay in installments?',
      answer:
        'Yes. Larger treatments such as implants and orthodontics can be spread over interest-free monthly installments.',
    },
  ] satisfies readonly FaqEntry[],
} as const;

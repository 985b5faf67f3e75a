/** The doctors' names and roles: read by Home (the founder), About (the carousel) and the booking model. */
export const doctorNames = {
  founder: { name: 'Dr. Meera Raghavan', role: 'Founder & Chief Dentist' },
  orthodontist: { name: 'Dr. Daniel Okafor', role: 'Orthodontist & Implant Specialist' },
  pediatric: { name: 'Dr. Sofia Lindqvist', role: 'Pediatric Dentist' },
  endodontist: { name: 'Dr. Arjun Varadan', role: 'Endodontist' },
} as const;

/** Spec §9: three named doctors plus "Any Available Doctor" (defined for the booking model, not displayed). */
export const doctorChoices: readonly string[] = [
  doctorNames.founder.name,
  doctorNames.orthodontist.name,
  doctorNames.pediatric.name,
  'Any Available Doctor',
];
